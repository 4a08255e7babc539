#include "photo_codecs.h"

#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <png.h>

static int fail(char *message, size_t message_size, const char *text) {
    if (message && message_size > 0) snprintf(message, message_size, "%s", text);
    return -1;
}

// MARK: libjpeg's errors, turned into return codes

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} pc_jpeg_error;

static void pc_jpeg_error_exit(j_common_ptr info) {
    pc_jpeg_error *error = (pc_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

// Warnings (a corrupt byte the decoder stepped over) are not printed on the server's terminal.
static void pc_jpeg_quiet(j_common_ptr info) { (void)info; }

// A progressive JPEG may hold any number of scans, each a pass over the whole picture: a crafted one with thousands
// would keep a core busy for minutes. Real photos have at most a dozen or so.
#define PC_MAX_SCANS 100

static void pc_jpeg_progress(j_common_ptr info) {
    if (info->is_decompressor) {
        j_decompress_ptr decompress = (j_decompress_ptr)info;
        if (decompress->input_scan_number > PC_MAX_SCANS) {
            pc_jpeg_error *error = (pc_jpeg_error *)info->err;
            snprintf(error->message, sizeof error->message, "it has more than %d scans", PC_MAX_SCANS);
            longjmp(error->jump, 1);
        }
    }
}

int pc_jpeg_size(const unsigned char *data, size_t size, int *width, int *height, char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    pc_jpeg_error error;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = pc_jpeg_error_exit;
    error.manager.output_message = pc_jpeg_quiet;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        return fail(message, message_size, error.message);
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

int pc_jpeg_decode(
    const unsigned char *data, size_t size, int min_long_side, long max_pixels, pc_image *out, char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    pc_jpeg_error error;
    unsigned char *volatile pixels = NULL;
    unsigned char *volatile row = NULL;
    out->pixels = NULL;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = pc_jpeg_error_exit;
    error.manager.output_message = pc_jpeg_quiet;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        return fail(message, message_size, error.message);
    }
    struct jpeg_progress_mgr progress = {.progress_monitor = pc_jpeg_progress};
    jpeg_create_decompress(&info);
    info.progress = &progress;
    // libjpeg's own buffers (a progressive photo's coefficients) stay under 768 MB, or the photo is refused.
    info.mem->max_memory_to_use = 768L << 20;
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    if ((long)info.image_width * (long)info.image_height > max_pixels) {
        jpeg_destroy_decompress(&info);
        return fail(message, message_size, "the image has too many pixels");
    }
    unsigned int long_side = info.image_width > info.image_height ? info.image_width : info.image_height;
    unsigned int denominator = 1;
    while (min_long_side > 0 && denominator < 8 && long_side / (denominator * 2) >= (unsigned int)min_long_side) denominator *= 2;
    info.scale_num = 1;
    info.scale_denom = denominator;
    // CMYK (from print software) has no conversion to RGB in libjpeg: it is read as CMYK and converted below.
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
    jpeg_start_decompress(&info);
    int width = (int)info.output_width, height = (int)info.output_height, components = info.output_components;
    pixels = malloc((size_t)width * height * 3);
    row = malloc((size_t)width * components);
    if (!pixels || !row) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        return fail(message, message_size, "out of memory");
    }
    while (info.output_scanline < info.output_height) {
        int y = (int)info.output_scanline;
        JSAMPROW rows[1] = {row};
        jpeg_read_scanlines(&info, rows, 1);
        unsigned char *target = pixels + (size_t)y * width * 3;
        if (components == 3) {
            memcpy(target, row, (size_t)width * 3);
        } else if (components == 4) {
            // Adobe writes CMYK inverted: each channel is already 255 − ink.
            for (int x = 0; x < width; x++) {
                int k = row[x * 4 + 3];
                for (int c = 0; c < 3; c++) target[x * 3 + c] = (unsigned char)(row[x * 4 + c] * k / 255);
            }
        } else {
            for (int x = 0; x < width; x++) target[x * 3] = target[x * 3 + 1] = target[x * 3 + 2] = row[x * components];
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    out->pixels = pixels;
    out->width = width;
    out->height = height;
    return 0;
}

int pc_jpeg_encode(const pc_image *image, int quality, unsigned char **out, size_t *out_size, char *message, size_t message_size) {
    struct jpeg_compress_struct info;
    pc_jpeg_error error;
    unsigned char *buffer = NULL;
    unsigned long buffer_size = 0;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = pc_jpeg_error_exit;
    error.manager.output_message = pc_jpeg_quiet;
    if (setjmp(error.jump)) {
        // The buffer is libjpeg's until the compression ends (it frees and replaces it as it grows): not freed here.
        jpeg_destroy_compress(&info);
        return fail(message, message_size, error.message);
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &buffer, &buffer_size);
    info.image_width = (JDIMENSION)image->width;
    info.image_height = (JDIMENSION)image->height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW rows[1] = {image->pixels + (size_t)info.next_scanline * image->width * 3};
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *out = buffer;
    *out_size = buffer_size;
    return 0;
}

// MARK: PNG, by libpng's simplified API (which reports its errors in the image's `message`)

int pc_png_decode(const unsigned char *data, size_t size, long max_pixels, pc_image *out, char *message, size_t message_size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    out->pixels = NULL;
    if (!png_image_begin_read_from_memory(&image, data, size)) return fail(message, message_size, image.message);
    if ((long)image.width * (long)image.height > max_pixels) {
        png_image_free(&image);
        return fail(message, message_size, "the image has too many pixels");
    }
    image.format = PNG_FORMAT_RGB;
    unsigned char *pixels = malloc(PNG_IMAGE_SIZE(image));
    if (!pixels) {
        png_image_free(&image);
        return fail(message, message_size, "out of memory");
    }
    png_color white = {255, 255, 255};
    if (!png_image_finish_read(&image, &white, pixels, 0, NULL)) {
        free(pixels);
        return fail(message, message_size, image.message);
    }
    out->pixels = pixels;
    out->width = (int)image.width;
    out->height = (int)image.height;
    return 0;
}

// MARK: Pixels

int pc_resize(const pc_image *image, int width, int height, pc_image *out) {
    out->pixels = NULL;
    if (width < 1 || height < 1) return -1;
    unsigned char *pixels = malloc((size_t)width * height * 3);
    if (!pixels) return -1;
    int source_width = image->width, source_height = image->height;
    for (int y = 0; y < height; y++) {
        int y0 = (int)((long)y * source_height / height), y1 = (int)((long)(y + 1) * source_height / height);
        if (y1 <= y0) y1 = y0 + 1;
        for (int x = 0; x < width; x++) {
            int x0 = (int)((long)x * source_width / width), x1 = (int)((long)(x + 1) * source_width / width);
            if (x1 <= x0) x1 = x0 + 1;
            uint64_t sum[3] = {0, 0, 0};
            for (int sy = y0; sy < y1; sy++) {
                const unsigned char *source = image->pixels + ((size_t)sy * source_width + x0) * 3;
                for (int sx = x0; sx < x1; sx++, source += 3) {
                    sum[0] += source[0];
                    sum[1] += source[1];
                    sum[2] += source[2];
                }
            }
            uint64_t count = (uint64_t)(y1 - y0) * (uint64_t)(x1 - x0);
            unsigned char *target = pixels + ((size_t)y * width + x) * 3;
            for (int c = 0; c < 3; c++) target[c] = (unsigned char)((sum[c] + count / 2) / count);
        }
    }
    out->pixels = pixels;
    out->width = width;
    out->height = height;
    return 0;
}

int pc_orient(const pc_image *image, int orientation, pc_image *out) {
    out->pixels = NULL;
    if (orientation < 1 || orientation > 8) return -1;
    int w = image->width, h = image->height;
    int swaps = orientation >= 5;
    int width = swaps ? h : w, height = swaps ? w : h;
    unsigned char *pixels = malloc((size_t)width * height * 3);
    if (!pixels) return -1;
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            // Where the pixel shown at (x, y) is stored.
            int sx, sy;
            switch (orientation) {
            case 2: sx = w - 1 - x; sy = y; break;
            case 3: sx = w - 1 - x; sy = h - 1 - y; break;
            case 4: sx = x; sy = h - 1 - y; break;
            case 5: sx = y; sy = x; break;
            case 6: sx = y; sy = h - 1 - x; break;
            case 7: sx = w - 1 - y; sy = h - 1 - x; break;
            case 8: sx = w - 1 - y; sy = x; break;
            default: sx = x; sy = y; break;
            }
            memcpy(pixels + ((size_t)y * width + x) * 3, image->pixels + ((size_t)sy * w + sx) * 3, 3);
        }
    }
    out->pixels = pixels;
    out->width = width;
    out->height = height;
    return 0;
}

void pc_free(void *pointer) { free(pointer); }
