// What the `system` program does before Swift's runtime and any of its threads start (program_start.c): it has no
// functions to call, only a constructor the loader runs.
#ifndef PROGRAM_START_H
#define PROGRAM_START_H
#endif
