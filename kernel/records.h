/* records.h - what the record formats share inside the kernel: atomic
 * writes, whole-file reads, the colour of each action's actor, and a game
 * to replay a foreign record into.  Hidden: not part of libwuzi's API. */
#ifndef WUZI_RECORDS_H
#define WUZI_RECORDS_H

#include "internal.h"

/* Call write(out, ctx) on a temporary file beside path, then rename it
 * over path.  0, or -1 with a reason (path untouched). */
WZ_HIDDEN int wz_atomic_write(const char *path,
                              int (*write)(FILE *out, const void *ctx,
                                           char *why, size_t whylen),
                              const void *ctx, char *why, size_t whylen);

/* A whole file in memory, NUL-terminated (len excludes the NUL).  NULL
 * with "path: reason". */
WZ_HIDDEN char *wz_read_file(const char *path, size_t *len, char *why,
                             size_t whylen);

/* colours[i] = for a stone, its colour; for any other action i, the
 * colour held by the player who made it, when he made it (swaps change it
 * as the history goes).  -1 on out of memory. */
WZ_HIDDEN int wz_action_colours(const wz_game *g, int *colours);

/* A game of the named variant (or the default one when id is NULL) on a
 * board of width x height, for a record that does not name its variant.
 * The size is passed as the key size=N when the variant has that key and
 * the size differs from its own.  NULL with a reason. */
WZ_HIDDEN wz_game *wz_foreign_game(const wz_registry *r, const char *id,
                                   const char *fallback, int width,
                                   int height, char *why, size_t whylen);

/* The formats (sgf.c, psq.c, renlib.c).  Writers return 0 or -1 with a
 * reason; readers get the file's bytes and name (for messages). */
WZ_HIDDEN int wz_sgf_write(const wz_game *g, FILE *out, char *why,
                           size_t whylen);
WZ_HIDDEN wz_game *wz_sgf_read(const wz_registry *r, const char *path,
                               const char *text, size_t len,
                               const char *variant, char *why,
                               size_t whylen);
WZ_HIDDEN int wz_psq_write(const wz_game *g, FILE *out, char *why,
                           size_t whylen);
WZ_HIDDEN wz_game *wz_psq_read(const wz_registry *r, const char *path,
                               const char *text, size_t len,
                               const char *variant, char *why,
                               size_t whylen);
WZ_HIDDEN wz_game *wz_renlib_read(const wz_registry *r, const char *path,
                                  const unsigned char *bytes, size_t len,
                                  const char *variant, char *why,
                                  size_t whylen);

#endif
