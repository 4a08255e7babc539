// Maps the program's zero-filled data (.bss) in one call as the process starts, before it has a second thread.
//
// Written by hand because no library does it, and it has to run before Swift's runtime does. Swift's runtime keeps
// its caches of type metadata, conformances and witness tables there, and fills them as a command starts. Touched
// one page at a time, each page first costs a fault that maps the shared zero page, then, on the first write, a
// second fault that copies it. Once the process has threads on other cores, that second fault must also flush the
// page from every core the process has run on, by interrupting them (a TLB shootdown). On a 2-core VM that made a
// quarter of `system now`'s kernel time: 340 of its 1,100 page faults. Mapped here, writable, in one madvise, the
// same memory costs a fraction of that, and a few hundred more resident kilobytes (.bss is 2 MB).
//
// MADV_POPULATE_WRITE came with Linux 5.14; an older kernel refuses it, and the pages are faulted in as before.
#if defined(__linux__)
#define _GNU_SOURCE
#include <link.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#include "program_start.h"

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

/// Populates the zero-filled tail of each writable segment of the first object the loader lists: the program.
static int populate_zero_filled(struct dl_phdr_info *info, size_t size, void *unused) {
    (void)size;
    (void)unused;
    const uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *segment = &info->dlpi_phdr[i];
        if (segment->p_type != PT_LOAD || !(segment->p_flags & PF_W) || segment->p_memsz <= segment->p_filesz) {
            continue;
        }
        uintptr_t start = info->dlpi_addr + segment->p_vaddr + segment->p_filesz;
        uintptr_t end = info->dlpi_addr + segment->p_vaddr + segment->p_memsz;
        start &= ~(page - 1);
        end = (end + page - 1) & ~(page - 1);
        (void)madvise((void *)start, end - start, MADV_POPULATE_WRITE);  // only a head start: a refusal changes nothing
    }
    return 1;  // the program is listed first; its libraries are not ours to touch
}

__attribute__((constructor)) static void populate_before_threads(void) {
    dl_iterate_phdr(populate_zero_filled, NULL);
}
#endif
