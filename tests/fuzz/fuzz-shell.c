/*
 * fuzz-shell.c - the shell's command reader and every command, in
 * process: the input is a batch script, each line a command to one
 * session (long lines and many words welcome: make fuzz gives this
 * target long inputs and a dictionary of every command, variant, key and
 * point).  Files stay in the scratch folder; no program is started.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "sandbox.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    fuzz_registry();
    sandbox_install();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    session s;
    reply out = {0};
    session_init(&s, fuzz_registry(), 0, 1);
    char *text = malloc(size + 1);
    memcpy(text, data, size);
    text[size] = '\0';
    for (char *line = text, *next; line && !s.quit; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        int rc = session_exec(&s, line, &out);
        if (rc != 0 && rc != -1)
            fuzz_fail("session_exec returned %d", rc);
        if (rc != 0 && (!out.text || !out.text[0]))
            fuzz_fail("a refusal without a reason: %s", line);
    }
    free(text);
    reply_free(&out);
    session_done(&s);
    return 0;
}
