/*
 * fuzz-pbrain.c - pbrain-wuzi's side of the Gomocup protocol, in
 * process: the input is what a manager sends, cut into lines by the same
 * reader (hub_feed), run by brain_command with the simple AI answering
 * (its answers are awaited as a manager would: the end of the script
 * does not cut a search short).  Replies go nowhere.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "../../shell/pbrain/brain.h"
#include "../../shell/pbrain/hub.h"

static brain b;
static void *fresh_config;
static size_t config_size;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    char why[WZ_REASON_MAX + 4096];
    b.registry = fuzz_registry();
    b.ai = wz_registry_ai(b.registry, "simple", why, sizeof why);
    if (!b.ai)
        fuzz_fail("%s", why);
    config_size = b.ai->ai->config_size ? b.ai->ai->config_size : 1;
    fresh_config = calloc(1, config_size);
    b.ai_config = calloc(1, config_size);
    hub_hold_eof = 1;
    if (!freopen("/dev/null", "w", stdout))
        fuzz_fail("cannot silence stdout");
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* a brain as pbrain-wuzi starts one */
    b.time_key = "time";
    b.forced = NULL;
    b.rule = 0;
    b.size = 0;
    b.n = 0;
    b.timeout_turn = 5000;
    b.timeout_match = 0;
    b.time_left = -1;
    b.max_memory = 0;
    b.seed = 1;
    b.games = 0;
    b.quit = 0;
    memcpy(b.ai_config, fresh_config, config_size);
    if (brain_pick_variant(&b) != 0)
        fuzz_fail("no variant for rule 0");
    hub_reset();
    hub_feed((const char *)data, size);
    char *line;
    while (hub_next_line(&line)) {
        int quit = brain_command(&b, line);
        free(line);
        if (quit)
            break;
    }
    if (b.n < 0 || b.n > BRAIN_MAX_STONES || (b.size && (b.size < WZ_MIN_SIZE || b.size > WZ_MAX_SIZE)))
        fuzz_fail("the brain's board went wrong: size %d, %d stones", b.size, b.n);
    return 0;
}
