/* records.h - what the record formats share inside the kernel: atomic
 * writes, whole-file reads, and the game a foreign record is replayed
 * into.  Hidden: not part of libwuzi's API. */
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

/* The game at the end of its main line: g itself when it is there, else a
 * copy moved there, also put in *copy for the caller to free (NULL when
 * none was made).  NULL out of memory. */
WZ_HIDDEN const wz_game *wz_game_main_end(const wz_game *g, wz_game **copy);

/* The variant a record that names none is read in, for its format (enum
 * wz_format) and the rule it states, if any (SGF's RU): the one place that
 * choice is made.  basis says why, for people. */
WZ_HIDDEN const wz_variant *wz_assumed_variant(const wz_registry *r, int format,
                                               const char *rule, char *basis, size_t len);

/* A game of the named variant (or, when id is NULL, of the one
 * wz_assumed_variant picks, said in info) on a board of width x height,
 * for a record that does not name its variant.  The size is passed as the
 * key size=N when the variant has that key and the size differs from its
 * own.  NULL with a reason. */
WZ_HIDDEN wz_game *wz_foreign_game(const wz_registry *r, const char *id, int format,
                                   const char *rule, int width, int height,
                                   wz_import_info *info, char *why, size_t whylen);

/* The formats (sgf.c, psq.c, renlib.c).  Writers return 0 or -1 with a
 * reason; readers get the file's bytes and name (for messages). */
WZ_HIDDEN int wz_sgf_write(const wz_game *g, FILE *out, char *why,
                           size_t whylen);
WZ_HIDDEN wz_game *wz_sgf_read(const wz_registry *r, const char *path,
                               const char *text, size_t len,
                               const char *variant, wz_import_info *info,
                               char *why, size_t whylen);
WZ_HIDDEN int wz_psq_write(const wz_game *g, FILE *out, char *why,
                           size_t whylen);
WZ_HIDDEN wz_game *wz_psq_read(const wz_registry *r, const char *path,
                               const char *text, size_t len,
                               const char *variant, wz_import_info *info,
                               char *why, size_t whylen);
WZ_HIDDEN wz_game *wz_renlib_read(const wz_registry *r, const char *path,
                                  const unsigned char *bytes, size_t len,
                                  const char *variant, wz_import_info *info,
                                  char *why, size_t whylen);
WZ_HIDDEN int wz_renlib_write(const wz_game *g, FILE *out, char *why,
                              size_t whylen);

#endif
