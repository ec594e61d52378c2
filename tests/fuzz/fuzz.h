/*
 * fuzz.h - what wuzi's fuzz targets share.
 *
 * Each target is one LLVMFuzzerTestOneInput.  Built with clang's
 * -fsanitize=fuzzer (make fuzz) it is a libFuzzer program; built with any
 * compiler it links replay.c instead, whose main runs the target on every
 * file of its seed corpus (tests/fuzz/corpus/NAME) or of the paths given,
 * which is how make check replays the corpora everywhere.
 */
#ifndef WUZI_FUZZ_H
#define WUZI_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include <wuzi/wuzi.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

/* The registry of the build tree's variants and plugins, scanned once,
 * its error lines dropped (the fuzzed inputs make plenty). */
wz_registry *fuzz_registry(void);
/* An error handler that drops the lines. */
void fuzz_quiet(void *user, const char *line);

/* A scratch folder of this process, made once and made the working
 * folder: whatever a target writes stays there.  Its path. */
const char *fuzz_scratch(void);

/* Write size bytes to name inside the scratch folder; its path (static). */
const char *fuzz_file(const char *name, const uint8_t *data, size_t size);

/* Crash on purpose with a message: a broken invariant is a finding. */
void fuzz_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));

#endif
