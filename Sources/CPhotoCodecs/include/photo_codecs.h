// The journal's photos, decoded and encoded by Debian's libjpeg-turbo and libpng.
//
// A thin layer written by hand because libjpeg reports errors by longjmp, which Swift cannot catch: every call here
// returns 0 on success, or -1 with a message in `message`, and never exits the process.
#ifndef PHOTO_CODECS_H
#define PHOTO_CODECS_H

#include <stddef.h>

/// Pixels, 8-bit RGB, rows top to bottom, `width * 3` bytes a row; free `pixels` with `pc_free`.
typedef struct {
    unsigned char *pixels;
    int width;
    int height;
} pc_image;

/// The size a JPEG declares, without decoding it.
int pc_jpeg_size(const unsigned char *data, size_t size, int *width, int *height, char *message, size_t message_size);

/// Decodes a JPEG to RGB. With `min_long_side` > 0, libjpeg scales it down while decoding (by 1/2, 1/4 or 1/8) as far
/// as the longer side stays at least that long: a thumbnail never decodes all of a 48-megapixel photo.
/// Refuses images of more than `max_pixels`.
int pc_jpeg_decode(
    const unsigned char *data, size_t size, int min_long_side, long max_pixels, pc_image *out, char *message, size_t message_size);

/// Decodes a PNG to RGB, transparency laid over white. Refuses images of more than `max_pixels`.
int pc_png_decode(const unsigned char *data, size_t size, long max_pixels, pc_image *out, char *message, size_t message_size);

/// Encodes RGB as a baseline JPEG (JFIF, no other metadata) at `quality` (1–100); free `*out` with `pc_free`.
int pc_jpeg_encode(const pc_image *image, int quality, unsigned char **out, size_t *out_size, char *message, size_t message_size);

/// Shrinks an image to `width` × `height`, each pixel the mean of the pixels it covers (a box filter: sharp enough
/// for a thumbnail, and no ringing). `out->pixels` is allocated here.
int pc_resize(const pc_image *image, int width, int height, pc_image *out);

/// Turns an image as EXIF orientation `orientation` (1–8) asks, so it reads upright without its metadata.
/// Orientations 5 to 8 swap width and height. `out->pixels` is allocated here.
int pc_orient(const pc_image *image, int orientation, pc_image *out);

void pc_free(void *pointer);

#endif
