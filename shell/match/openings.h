/* openings.h - reading wuzi-match's openings file (see openings.c). */
#ifndef MATCH_OPENINGS_H
#define MATCH_OPENINGS_H

#include "play.h"

/* Read the openings of path for variant v (with its overrides), each
 * checked on a fresh game.  Returns how many (*out, to free), or -1 with
 * "FILE:LINE: reason". */
int openings_read(const char *path, const wz_variant *v, const char *const *overrides,
                  int noverrides, opening **out, char *why, size_t whylen);

#endif
