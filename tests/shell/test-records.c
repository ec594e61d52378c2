/* test-records.c - unit tests of the kernel's record side: tags and
 * comments (with undo, redo, variations, clones), the format names,
 * atomic export, sniffing on import. */
#include <CUnit/Basic.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <wuzi/wuzi.h>

static char srcdir[2048], builddir[2048], tmp[256];
static wz_registry *reg;

static wz_game *fresh(void)
{
    char why[WZ_REASON_MAX];
    const wz_variant *v = wz_registry_find(reg, "gomoku-freestyle");
    CU_ASSERT_PTR_NOT_NULL_FATAL(v);
    wz_game *g = wz_game_new(v, 0, NULL, 1, why, sizeof why);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    return g;
}

static void play(wz_game *g, const char *point)
{
    char why[WZ_REASON_MAX];
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
    CU_ASSERT_EQUAL_FATAL(wz_point_parse(point, 1, 15, 15, &a.pts[0], why, sizeof why), 0);
    CU_ASSERT_EQUAL_FATAL(wz_game_act(g, &a, why, sizeof why), 0);
}

static void test_tags(void)
{
    char why[WZ_REASON_MAX];
    wz_game *g = fresh();
    CU_ASSERT_EQUAL(wz_game_tag_count(g), 0);
    CU_ASSERT_PTR_NULL(wz_game_tag(g, "p1"));
    CU_ASSERT_EQUAL(wz_game_set_tag(g, "p1", "Ann", why, sizeof why), 0);
    CU_ASSERT_EQUAL(wz_game_set_tag(g, "event", "Cup", why, sizeof why), 0);
    CU_ASSERT_EQUAL(wz_game_set_tag(g, "p1", "Ann Lee", why, sizeof why), 0);
    CU_ASSERT_EQUAL(wz_game_tag_count(g), 2);
    CU_ASSERT_STRING_EQUAL(wz_game_tag(g, "p1"), "Ann Lee");
    CU_ASSERT_STRING_EQUAL(wz_game_tag_key(g, 1), "event");
    /* bad names and values are refused with a reason */
    CU_ASSERT_EQUAL(wz_game_set_tag(g, "Bad Name", "x", why, sizeof why), -1);
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "lower-case"));
    CU_ASSERT_EQUAL(wz_game_set_tag(g, "note", "two\nlines", why, sizeof why), -1);
    /* an empty value removes */
    CU_ASSERT_EQUAL(wz_game_set_tag(g, "p1", "", why, sizeof why), 0);
    CU_ASSERT_EQUAL(wz_game_tag_count(g), 1);
    CU_ASSERT_PTR_NULL(wz_game_tag(g, "p1"));
    /* a clone has its own */
    wz_game *c = wz_game_clone(g);
    CU_ASSERT_EQUAL(wz_game_set_tag(c, "event", "Other", why, sizeof why), 0);
    CU_ASSERT_STRING_EQUAL(wz_game_tag(g, "event"), "Cup");
    CU_ASSERT_STRING_EQUAL(wz_game_tag(c, "event"), "Other");
    wz_game_free(c);
    wz_game_free(g);
}

static void test_comments(void)
{
    wz_game *g = fresh();
    CU_ASSERT_EQUAL(wz_game_set_comment(g, 0, "start"), 0);
    play(g, "h8");
    play(g, "h9");
    CU_ASSERT_EQUAL(wz_game_set_comment(g, 2, "after two"), 0);
    CU_ASSERT_EQUAL(wz_game_set_comment(g, 1, "after one"), 0);
    CU_ASSERT_EQUAL(wz_game_set_comment(g, 3, "beyond"), -1);
    CU_ASSERT_STRING_EQUAL(wz_game_comment(g, 0), "start");
    CU_ASSERT_STRING_EQUAL(wz_game_comment(g, 1), "after one");
    /* undo keeps them for redo */
    CU_ASSERT_EQUAL(wz_game_undo(g), 0);
    CU_ASSERT_STRING_EQUAL(wz_game_comment(g, 2), "after two");
    CU_ASSERT_EQUAL(wz_game_redo(g), 0);
    CU_ASSERT_STRING_EQUAL(wz_game_comment(g, 2), "after two");
    /* a different action starts a variation: its position has no comment;
     * the undone one keeps its own */
    CU_ASSERT_EQUAL(wz_game_undo(g), 0);
    play(g, "j10");
    CU_ASSERT_PTR_NULL(wz_game_comment(g, 2));
    CU_ASSERT_STRING_EQUAL(wz_game_comment(g, 1), "after one");
    CU_ASSERT_EQUAL(wz_game_undo(g), 0);
    CU_ASSERT_EQUAL(wz_game_enter(g, 0), 0);
    CU_ASSERT_STRING_EQUAL(wz_game_comment(g, 2), "after two");
    CU_ASSERT_EQUAL(wz_game_undo(g), 0);
    CU_ASSERT_EQUAL(wz_game_enter(g, 1), 0);
    /* a clone is independent */
    wz_game *c = wz_game_clone(g);
    CU_ASSERT_EQUAL(wz_game_set_comment(c, 1, NULL), 0);
    CU_ASSERT_PTR_NULL(wz_game_comment(c, 1));
    CU_ASSERT_STRING_EQUAL(wz_game_comment(g, 1), "after one");
    wz_game_free(c);
    wz_game_free(g);
}

static void test_format_names(void)
{
    CU_ASSERT_EQUAL(wz_format_parse("sgf"), WZ_FORMAT_SGF);
    CU_ASSERT_EQUAL(wz_format_parse("PSQ"), WZ_FORMAT_PSQ);
    CU_ASSERT_EQUAL(wz_format_parse("renlib"), WZ_FORMAT_RENLIB);
    CU_ASSERT_EQUAL(wz_format_parse("native"), WZ_FORMAT_NATIVE);
    CU_ASSERT_EQUAL(wz_format_parse("doc"), -1);
    CU_ASSERT_EQUAL(wz_format_of_path("a/b.SGF"), WZ_FORMAT_SGF);
    CU_ASSERT_EQUAL(wz_format_of_path("game.psq"), WZ_FORMAT_PSQ);
    CU_ASSERT_EQUAL(wz_format_of_path("lib.d/game"), WZ_FORMAT_NATIVE);
    CU_ASSERT_EQUAL(wz_format_of_path("game.wuzi"), WZ_FORMAT_NATIVE);
    CU_ASSERT_STRING_EQUAL(wz_format_name(WZ_FORMAT_RENLIB), "lib");
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "r");
    static char buf[65536];
    size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
    buf[n] = '\0';
    if (f)
        fclose(f);
    return buf;
}

/* A refused export leaves the file as it was and no temporary behind. */
static void test_atomic_export(void)
{
    char path[512], why[WZ_REASON_MAX + 512];
    wz_game *g = fresh();
    play(g, "h8");
    wz_action pass = {.kind = WZ_ACT_PASS};
    CU_ASSERT_EQUAL(wz_game_act(g, &pass, why, sizeof why), 0);
    play(g, "j10"); /* black again: no .psq can say that */
    snprintf(path, sizeof path, "%s/kept.psq", tmp);
    FILE *f = fopen(path, "w");
    fputs("the old contents\n", f);
    fclose(f);
    CU_ASSERT_EQUAL(wz_record_export(g, path, WZ_FORMAT_PSQ, why, sizeof why), -1);
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "alternate"));
    CU_ASSERT_STRING_EQUAL(slurp(path), "the old contents\n");
    DIR *d = opendir(tmp);
    int leftovers = 0;
    for (struct dirent *e; d && (e = readdir(d));)
        leftovers += strstr(e->d_name, ".tmp") != NULL;
    if (d)
        closedir(d);
    CU_ASSERT_EQUAL(leftovers, 0);
    /* the same game goes to SGF, and back whatever the file's name */
    snprintf(path, sizeof path, "%s/game.txt", tmp);
    CU_ASSERT_EQUAL(wz_record_export(g, path, WZ_FORMAT_SGF, why, sizeof why), 0);
    CU_ASSERT_EQUAL(strncmp(slurp(path), "(;FF[4]GM[4]", 12), 0);
    wz_game *back = wz_record_import(reg, path, -1, NULL, why, sizeof why);
    CU_ASSERT_PTR_NOT_NULL_FATAL(back);
    CU_ASSERT_EQUAL(wz_game_history_length(back), 3);
    CU_ASSERT_EQUAL(wz_game_history_at(back, 1)->kind, WZ_ACT_PASS);
    wz_game_free(back);
    wz_game_free(g);
}

/* In SGF, B and W are the colours of the stones, not of the players: in
 * RIF's opening P1 (black) places the white stone W2. */
static void test_sgf_stone_colours(void)
{
    char why[WZ_REASON_MAX + 512], path[512];
    const wz_variant *v = wz_registry_find(reg, "renju-rif");
    CU_ASSERT_PTR_NOT_NULL_FATAL(v);
    wz_game *g = wz_game_new(v, 0, NULL, 1, why, sizeof why);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    play(g, "h8");
    play(g, "h9");
    play(g, "h10");
    CU_ASSERT_EQUAL(wz_game_history_at(g, 1)->player, WZ_P1);
    snprintf(path, sizeof path, "%s/rif.sgf", tmp);
    CU_ASSERT_EQUAL_FATAL(wz_record_export(g, path, WZ_FORMAT_SGF, why, sizeof why), 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(slurp(path), ";B[hh];W[hg];B[hf]"));
    wz_game *back = wz_record_import(reg, path, -1, NULL, why, sizeof why);
    CU_ASSERT_PTR_NOT_NULL(back);
    CU_ASSERT_EQUAL(back ? wz_game_history_length(back) : 0, 3);
    wz_game_free(back);
    wz_game_free(g);
}

int main(void)
{
    const char *s = getenv("WZ_TEST_SRCDIR"), *b = getenv("WZ_TEST_BUILDDIR");
    char dir[4096];
    snprintf(srcdir, sizeof srcdir, "%s", s ? s : ".");
    snprintf(builddir, sizeof builddir, "%s", b ? b : ".");
    snprintf(tmp, sizeof tmp, "%s/wuzi-records.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    if (!mkdtemp(tmp))
        return 99;
    reg = wz_registry_new();
    snprintf(dir, sizeof dir, "%s/plugins/.libs", builddir);
    wz_registry_add_plugin_dir(reg, dir);
    snprintf(dir, sizeof dir, "%s/variants", srcdir);
    wz_registry_add_variant_dir(reg, dir);
    wz_registry_scan(reg);
    if (CU_initialize_registry() != CUE_SUCCESS)
        return 1;
    CU_pSuite suite = CU_add_suite("records", NULL, NULL);
    CU_add_test(suite, "tags", test_tags);
    CU_add_test(suite, "comments", test_comments);
    CU_add_test(suite, "format names", test_format_names);
    CU_add_test(suite, "atomic export", test_atomic_export);
    CU_add_test(suite, "SGF stone colours", test_sgf_stone_colours);
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned failures = CU_get_number_of_failures();
    CU_cleanup_registry();
    wz_registry_free(reg);
    snprintf(dir, sizeof dir, "rm -rf '%s'", tmp);
    if (system(dir) != 0)
        fprintf(stderr, "could not remove %s\n", tmp);
    return failures ? 1 : 0;
}
