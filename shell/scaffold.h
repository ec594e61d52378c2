/* scaffold.h - `wuzi plugin new NAME`: a new variant's folder, made from
 * the template example (examples/template, embedded at build time). */
#ifndef WUZI_SCAFFOLD_H
#define WUZI_SCAFFOLD_H

#include <stddef.h>

/* The template's files, by base name ("template.c": the word template
 * becomes NAME) and text, both ended by NULL (scaffold-files.c, made by
 * embed-files.sh). */
extern const char *const scaffold_names[], *const scaffold_texts[];

/* Make folder dir (NULL: ./NAME) holding the template as plugin NAME.
 * 0, or -1 with a one-line reason (a bad name, an existing folder, a
 * file that cannot be written); a half-made folder is removed. */
int scaffold_new(const char *name, const char *dir, char *why, size_t whylen);

/* `wuzi plugin ...` from main: argv[0] is "plugin".  The exit status. */
int scaffold_main(int argc, char **argv);

#endif
