/* registry.c - find manifests, read them with inih, open their plugins. */
#include <dirent.h>
#include <ini.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "internal.h"

/* The folders searched, by kind (enum wz_dir_kind), in order: a folder's
 * origin says where it came from, for `wuzi --paths`. */
struct search_dir {
    char *path;
    char *origin;
};

struct wz_registry {
    wz_error_fn on_error;
    void *user;
    int ndirs[2], nvariants, nshadowed;
    struct search_dir *dirs[2];
    wz_variant **variants;
    char **shadowed;   /* manifests a folder before theirs overrides */
    char *plugin_path; /* joined, for messages */
    /* Manifests that failed to load: id (the file's stem) and why. */
    int nfailures;
    struct failure {
        char *id, *why;
    } *failures;
};

/* One error line, whole (the reasons it quotes have no fixed length). */
static char *vformat(const char *fmt, va_list ap)
{
    va_list copy;
    va_copy(copy, ap);
    int n = vsnprintf(NULL, 0, fmt, copy);
    va_end(copy);
    char *line = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (line)
        vsnprintf(line, (size_t)n + 1, fmt, ap);
    return line;
}

static void say_line(const wz_registry *r, const char *line)
{
    if (r->on_error) {
        r->on_error(r->user, line);
    } else {
        /* manifests are not trusted: what they hold is shown, not obeyed */
        fputs("wuzi: ", stderr);
        wz_fputs_printable(line, stderr, 0);
        fputc('\n', stderr);
    }
}

static void report(const wz_registry *r, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void report(const wz_registry *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *line = vformat(fmt, ap);
    va_end(ap);
    say_line(r, line ? line : "out of memory");
    free(line);
}

/* The file stem: "variants/renju.ini" -> "renju". */
static void stem(const char *path, char *out, size_t len);

/* Report a manifest that fails to load, and remember why under its id
 * (the file's stem), so that asking for that variant can say so. */
static void reject(wz_registry *r, const char *path, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void reject(wz_registry *r, const char *path, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *line = vformat(fmt, ap);
    va_end(ap);
    say_line(r, line ? line : "out of memory");
    char id[256];
    stem(path, id, sizeof id);
    /* the first failure of an id stands */
    if (!line || wz_registry_failure(r, id)) {
        free(line);
        return;
    }
    struct failure *f = realloc(r->failures, sizeof *f * (size_t)(r->nfailures + 1));
    if (!f) {
        free(line);
        return;
    }
    r->failures = f;
    f[r->nfailures].id = wz_strdup(id);
    f[r->nfailures].why = line;
    r->nfailures++;
}

const char *wz_registry_failure(const wz_registry *r, const char *id)
{
    for (int i = 0; i < r->nfailures; i++)
        if (strcmp(r->failures[i].id, id) == 0)
            return r->failures[i].why;
    return NULL;
}

wz_registry *wz_registry_new(void)
{
    return calloc(1, sizeof(wz_registry));
}

static void free_variant(wz_variant *v)
{
    if (!v)
        return;
    for (int i = 0; i < v->nentries; i++) {
        free(v->entries[i].section);
        free(v->entries[i].key);
        free(v->entries[i].value);
    }
    for (int i = 0; i < v->nrules; i++)
        free(v->rules[i]);
    for (int i = 0; i < v->nclaims; i++)
        free(v->claims[i]);
    free(v->entries);
    free(v->rules);
    free(v->claims);
    free(v->program);
    free(v->id);
    free(v->name);
    free(v->description);
    free(v->summary);
    free(v->family);
    free(v->clock);
    free(v->file);
    free(v);
}

void wz_registry_free(wz_registry *r)
{
    if (!r)
        return;
    for (int i = 0; i < r->nvariants; i++)
        free_variant(r->variants[i]);
    for (int k = 0; k < 2; k++) {
        for (int i = 0; i < r->ndirs[k]; i++) {
            free(r->dirs[k][i].path);
            free(r->dirs[k][i].origin);
        }
        free(r->dirs[k]);
    }
    for (int i = 0; i < r->nshadowed; i++)
        free(r->shadowed[i]);
    free(r->shadowed);
    for (int i = 0; i < r->nfailures; i++) {
        free(r->failures[i].id);
        free(r->failures[i].why);
    }
    free(r->failures);
    free(r->variants);
    free(r->plugin_path);
    free(r);
}

void wz_registry_on_error(wz_registry *r, wz_error_fn fn, void *user)
{
    r->on_error = fn;
    r->user = user;
}

void wz_registry_add_dir(wz_registry *r, int kind, const char *dir, const char *origin)
{
    if ((kind != WZ_DIR_PLUGINS && kind != WZ_DIR_VARIANTS) || !dir || !*dir)
        return;
    for (int i = 0; i < r->ndirs[kind]; i++)
        if (strcmp(r->dirs[kind][i].path, dir) == 0)
            return;
    struct search_dir *l = realloc(r->dirs[kind], sizeof *l * (size_t)(r->ndirs[kind] + 1));
    if (!l)
        return;
    r->dirs[kind] = l;
    l[r->ndirs[kind]].path = wz_strdup(dir);
    l[r->ndirs[kind]].origin = wz_strdup(origin ? origin : "added");
    r->ndirs[kind]++;
    if (kind != WZ_DIR_PLUGINS)
        return;
    size_t len = 1;
    for (int i = 0; i < r->ndirs[kind]; i++)
        len += strlen(l[i].path) + 1;
    free(r->plugin_path);
    r->plugin_path = malloc(len);
    if (!r->plugin_path)
        return;
    r->plugin_path[0] = '\0';
    for (int i = 0; i < r->ndirs[kind]; i++) {
        if (i)
            strcat(r->plugin_path, ":");
        strcat(r->plugin_path, l[i].path);
    }
}

void wz_registry_add_plugin_dir(wz_registry *r, const char *dir)
{
    wz_registry_add_dir(r, WZ_DIR_PLUGINS, dir, NULL);
}

void wz_registry_add_variant_dir(wz_registry *r, const char *dir)
{
    wz_registry_add_dir(r, WZ_DIR_VARIANTS, dir, NULL);
}

const char *wz_registry_plugin_path(const wz_registry *r)
{
    return r->plugin_path ? r->plugin_path : "";
}

int wz_registry_dir_count(const wz_registry *r, int kind)
{
    return kind == WZ_DIR_PLUGINS || kind == WZ_DIR_VARIANTS ? r->ndirs[kind] : 0;
}

const char *wz_registry_dir(const wz_registry *r, int kind, int i, const char **origin)
{
    if (i < 0 || i >= wz_registry_dir_count(r, kind))
        return NULL;
    if (origin)
        *origin = r->dirs[kind][i].origin;
    return r->dirs[kind][i].path;
}

int wz_registry_shadowed_count(const wz_registry *r)
{
    return r->nshadowed;
}

const char *wz_registry_shadowed(const wz_registry *r, int i)
{
    return i >= 0 && i < r->nshadowed ? r->shadowed[i] : NULL;
}

/* Find NAME.so on the plugin path and open it. */
static const wz_plugin *open_named(const wz_registry *r, const char *name,
                                   char *path, size_t pathlen, char *why,
                                   size_t whylen)
{
    for (const char *c = name; *c; c++) {
        if (!(*c == '-' || *c == '_' || (*c >= 'a' && *c <= 'z') ||
              (*c >= '0' && *c <= '9'))) {
            wz_say(why, whylen, "plugin name '%s' may hold only a-z, 0-9, '-' and '_'", name);
            return NULL;
        }
    }
    for (int i = 0; i < r->ndirs[WZ_DIR_PLUGINS]; i++) {
        snprintf(path, pathlen, "%s/%s.so", r->dirs[WZ_DIR_PLUGINS][i].path, name);
        if (access(path, F_OK) == 0) {
            char err[WZ_REASON_MAX];
            const wz_plugin *p = wz_plugin_open(path, err, sizeof err);
            if (!p)
                wz_say(why, whylen, "%s: %s", path, err);
            return p;
        }
    }
    wz_say(why, whylen, "plugin '%s' not found (searched %s)", name,
           r->ndirs[WZ_DIR_PLUGINS] ? r->plugin_path : "no folders");
    return NULL;
}

const wz_plugin *wz_registry_ai(wz_registry *r, const char *name, char *why,
                                size_t whylen)
{
    char path[4096];
    const wz_plugin *p = open_named(r, name, path, sizeof path, why, whylen);
    if (p && p->kind != WZ_PLUGIN_AI) {
        wz_say(why, whylen, "%s: '%s' is not an AI plugin", path, name);
        return NULL;
    }
    return p;
}

static int is_plugin_file(const struct dirent *e)
{
    size_t n = strlen(e->d_name);
    return n > 3 && e->d_name[0] != '.' && strcmp(e->d_name + n - 3, ".so") == 0;
}

/* The path of the first folder before folder `upto` holding NAME, or 0. */
static int found_earlier(const wz_registry *r, int upto, const char *name,
                         char *path, size_t pathlen)
{
    for (int i = 0; i < upto; i++) {
        snprintf(path, pathlen, "%s/%s", r->dirs[WZ_DIR_PLUGINS][i].path, name);
        if (access(path, F_OK) == 0)
            return 1;
    }
    return 0;
}

int wz_registry_plugins(wz_registry *r, wz_plugin_fn fn, void *user)
{
    int seen = 0;
    for (int d = 0; d < r->ndirs[WZ_DIR_PLUGINS]; d++) {
        struct dirent **names;
        int n = scandir(r->dirs[WZ_DIR_PLUGINS][d].path, &names, is_plugin_file, alphasort);
        for (int i = 0; i < n; i++) {
            char path[4096], earlier[4096], why[WZ_REASON_MAX + 4200] = "";
            snprintf(path, sizeof path, "%s/%s", r->dirs[WZ_DIR_PLUGINS][d].path,
                     names[i]->d_name);
            const wz_plugin *p = NULL;
            if (found_earlier(r, d, names[i]->d_name, earlier, sizeof earlier))
                snprintf(why, sizeof why, "hidden by %s", earlier);
            else
                p = wz_plugin_open(path, why, sizeof why);
            fn(user, path, p, p ? "" : why);
            free(names[i]);
            seen++;
        }
        if (n >= 0)
            free(names);
    }
    return seen;
}

/* ------------------------------------------------------------ manifests */

/* What the INI handler builds while it reads one file. */
struct reading {
    FILE *file;
    int line;          /* the line inih is on: counted by our reader */
    char text[256];    /* that line, to tell continuations from repeats */
    const char *path;
    wz_variant *v;
    int error_line;
    char error[WZ_REASON_MAX];
    char last_section[64], last_key[64];
    char plugin_name[64];
    int plugin_line;
};

static int fail(struct reading *rd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* inih reads a line into num bytes and would take the rest of a longer
 * one for the next line (Debian's libinih has no INI_ALLOW_REALLOC): a
 * long comment is read whole and dropped, any other long line is
 * refused, so that no tail of a line ever becomes a key.  A NUL byte,
 * which would cut the line short for inih, is refused too. */
static char *counting_reader(char *str, int num, void *stream)
{
    struct reading *rd = stream;
    int c = EOF, n = 0, nul = 0;
    while (n < num - 1 && (c = getc(rd->file)) != EOF) {
        nul |= c == '\0';
        str[n++] = (char)c;
        if (c == '\n')
            break;
    }
    if (n == 0)
        return NULL;
    str[n] = '\0';
    rd->line++;
    if (nul)
        fail(rd, "a NUL byte (a manifest is text)");
    if (str[n - 1] != '\n') {
        /* full: the line ends here (newline, CR LF or the end of the
         * file), or it is longer than num - 1 */
        c = getc(rd->file);
        if (c == '\r') {
            int d = getc(rd->file);
            c = d == '\n' || d == EOF ? '\n' : d;
        }
        if (c != EOF && c != '\n') {
            while (c != EOF && c != '\n')
                c = getc(rd->file);
            const char *first = str + strspn(str, " \t");
            if (*first != ';' && *first != '#')
                fail(rd, "line longer than %d characters (the longest a manifest line may be); "
                         "continue a long value on indented lines", num - 1);
            snprintf(str, (size_t)num, "\n");
        }
    }
    snprintf(rd->text, sizeof rd->text, "%s", str);
    return str;
}

static int fail(struct reading *rd, const char *fmt, ...)
{
    if (!rd->error_line) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(rd->error, sizeof rd->error, fmt, ap);
        va_end(ap);
        rd->error_line = rd->line;
    }
    return 0;
}

static int set_text(char **field, const char *value, int continuation)
{
    if (!continuation || !*field) {
        free(*field);
        *field = wz_strdup(value);
        return 1;
    }
    size_t a = strlen(*field), b = strlen(value);
    char *n = realloc(*field, a + b + 2);
    if (!n)
        return 0;
    n[a] = '\n';
    memcpy(n + a + 1, value, b + 1);
    *field = n;
    return 1;
}

/* "claims = psq sgf sgf:renju lib": FORMAT or FORMAT:RULE, by spaces or
 * commas.  The formats are the record formats' names (wz_format_name). */
static int add_claims(struct reading *rd, const char *value)
{
    wz_variant *v = rd->v;
    char copy[256], *save = NULL;
    snprintf(copy, sizeof copy, "%s", value);
    for (char *w = strtok_r(copy, " ,\t", &save); w; w = strtok_r(NULL, " ,\t", &save)) {
        char format[16];
        const char *colon = strchr(w, ':');
        snprintf(format, sizeof format, "%.*s", colon ? (int)(colon - w) : (int)strlen(w), w);
        int f = wz_format_parse(format);
        if (f < 0 || f == WZ_FORMAT_NATIVE || (colon && !colon[1]))
            return fail(rd, "claims takes FORMAT or FORMAT:RULE (formats sgf, psq, lib), not '%s'", w);
        char **l = realloc(v->claims, sizeof *l * (size_t)(v->nclaims + 1));
        if (!l)
            return fail(rd, "out of memory");
        v->claims = l;
        size_t n = strlen(w) + 8;
        if (!(l[v->nclaims] = malloc(n)))
            return fail(rd, "out of memory");
        snprintf(l[v->nclaims++], n, "%s%s", wz_format_name(f), colon ? colon : "");
    }
    return 1;
}

static int on_key(void *user, const char *section, const char *key,
                  const char *value)
{
    struct reading *rd = user;
    wz_variant *v = rd->v;
    int continuation = (rd->text[0] == ' ' || rd->text[0] == '\t') &&
                       strcmp(section, rd->last_section) == 0 &&
                       strcmp(key, rd->last_key) == 0;
    snprintf(rd->last_section, sizeof rd->last_section, "%s", section);
    snprintf(rd->last_key, sizeof rd->last_key, "%s", key);

    if (strcmp(section, "variant") == 0) {
        char **field = strcmp(key, "id") == 0            ? &v->id
                       : strcmp(key, "name") == 0        ? &v->name
                       : strcmp(key, "description") == 0 ? &v->description
                       : strcmp(key, "summary") == 0     ? &v->summary
                       : strcmp(key, "family") == 0      ? &v->family
                       : strcmp(key, "clock") == 0       ? &v->clock
                       : NULL;
        if (strcmp(key, "claims") == 0)
            return add_claims(rd, value);
        if (strcmp(key, "plugin") == 0) {
            if (rd->plugin_name[0])
                return fail(rd, "key 'plugin' given twice");
            snprintf(rd->plugin_name, sizeof rd->plugin_name, "%s", value);
            rd->plugin_line = rd->line;
            return 1;
        }
        if (!field)
            return fail(rd, "unknown key '%s' in [variant] (known: id, name, plugin, description, claims, summary, family, clock)", key);
        if (*field && !continuation && field != &v->description && field != &v->summary)
            return fail(rd, "key '%s' given twice", key);
        return set_text(field, value, continuation) ? 1 : fail(rd, "out of memory");
    }
    if (!section[0])
        return fail(rd, "key '%s' outside any section", key);
    if (strcmp(section, "opening") == 0 || strncmp(section, "step ", 5) == 0) {
        char err[WZ_REASON_MAX];
        if (!v->program) {
            v->program = calloc(1, sizeof *v->program);
            if (!v->program)
                return fail(rd, "out of memory");
            v->program->in_step = -1;
        }
        if (op_parse(v->program, section, key, value, rd->line, err, sizeof err) != 0)
            return fail(rd, "%s", err);
        return 1;
    }
    if (strncmp(section, "step", 4) == 0)
        return fail(rd, "a step section is written [step LABEL]");

    struct wz_entry *e = realloc(v->entries, sizeof *e * (size_t)(v->nentries + 1));
    if (!e)
        return fail(rd, "out of memory");
    v->entries = e;
    e += v->nentries++;
    e->section = wz_strdup(section);
    e->key = wz_strdup(key);
    e->value = wz_strdup(value);
    e->line = rd->line;
    if (strcmp(section, "rules") == 0) {
        char **l = realloc(v->rules, sizeof *l * (size_t)(v->nrules + 1));
        if (!l)
            return fail(rd, "out of memory");
        v->rules = l;
        size_t n = strlen(key) + strlen(value) + 2;
        l[v->nrules] = malloc(n);
        if (l[v->nrules])
            snprintf(l[v->nrules++], n, "%s=%s", key, value);
    }
    return 1;
}

/* The file stem: "variants/renju.ini" -> "renju". */
static void stem(const char *path, char *out, size_t len)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    snprintf(out, len, "%s", base);
    char *dot = strrchr(out, '.');
    if (dot)
        *dot = '\0';
}

/* Run the plugin's configure over every entry, then finish: the same
 * check a new game makes, done once at load so errors show early. */
static int validate(const wz_variant *v, char *why, size_t whylen)
{
    char err[WZ_REASON_MAX];
    wz_game *g = wz_game_new(v, 0, NULL, 0, err, sizeof err);
    if (!g) {
        wz_say(why, whylen, "%s", err);
        return -1;
    }
    wz_game_free(g);
    return 0;
}

static int add_variant(wz_registry *r, wz_variant *v)
{
    for (int i = 0; i < r->nvariants; i++) {
        if (strcmp(r->variants[i]->id, v->id) == 0) {
            report(r, "%s: variant '%s' is already defined by %s; skipped",
                   v->file, v->id, r->variants[i]->file);
            return -1;
        }
    }
    wz_variant **l = realloc(r->variants, sizeof *l * (size_t)(r->nvariants + 1));
    if (!l)
        return -1;
    r->variants = l;
    v->order = r->nvariants;
    int at = r->nvariants++;
    while (at > 0 && strcmp(l[at - 1]->id, v->id) > 0) {
        l[at] = l[at - 1];
        at--;
    }
    l[at] = v;
    return 0;
}

int wz_registry_load_manifest(wz_registry *r, const char *path)
{
    struct reading rd;
    memset(&rd, 0, sizeof rd);
    rd.path = path;
    char err[WZ_REASON_MAX + 4200];
    /* a FIFO among the manifests would hold up every start */
    rd.file = wz_open_regular(path, err, sizeof err);
    if (!rd.file) {
        reject(r, path, "%s (cannot read the manifest)", err);
        return -1;
    }
    rd.v = calloc(1, sizeof *rd.v);
    if (!rd.v) {
        fclose(rd.file);
        return -1;
    }
    wz_variant *v = rd.v;
    v->file = wz_strdup(path);
    int status = ini_parse_stream(counting_reader, &rd, on_key, &rd);
    fclose(rd.file);

    char why[WZ_REASON_MAX + 4200], want[256];
    if (rd.error_line) {
        reject(r, path, "%s:%d: %s", path, rd.error_line, rd.error);
        goto bad;
    }
    if (status > 0) {
        reject(r, path, "%s:%d: not an INI line (want key = value or [section])", path, status);
        goto bad;
    }
    if (status < 0) {
        reject(r, path, "%s: cannot read the manifest", path);
        goto bad;
    }
    static const char *const required[] = {"id", "name", "plugin"};
    const char *have[] = {v->id, v->name, rd.plugin_name[0] ? rd.plugin_name : NULL};
    for (int i = 0; i < 3; i++) {
        if (!have[i]) {
            reject(r, path, "%s: missing key '%s' in [variant]", path, required[i]);
            goto bad;
        }
    }
    stem(path, want, sizeof want);
    if (strcmp(v->id, want) != 0) {
        reject(r, path, "%s: id '%s' does not match the file name (want '%s')", path, v->id, want);
        goto bad;
    }
    if (!v->description)
        v->description = wz_strdup("");
    if (!v->summary)
        v->summary = wz_strdup("");
    if (!v->family)
        v->family = wz_strdup("");
    if (!v->clock)
        v->clock = wz_strdup("");
    if (v->program) {
        int line;
        if (op_finish(v->program, &line, why, sizeof why) != 0) {
            reject(r, path, "%s:%d: %s", path, line, why);
            goto bad;
        }
    }
    char plugin_path[4096];
    v->plugin = open_named(r, rd.plugin_name, plugin_path, sizeof plugin_path, why, sizeof why);
    if (!v->plugin) {
        reject(r, path, "%s:%d: %s", path, rd.plugin_line, why);
        goto bad;
    }
    if (v->plugin->kind != WZ_PLUGIN_VARIANT) {
        reject(r, path, "%s:%d: plugin '%s' is not a variant plugin", path, rd.plugin_line, rd.plugin_name);
        goto bad;
    }
    const struct op_step *hook = op_first_hook(v->program);
    if (hook && !v->plugin->variant->hook_expect) {
        reject(r, path, "%s:%d: step '%s' is a hook, but plugin '%s' has no hook ops (hook_expect, hook_apply)",
               path, hook->line, hook->label, rd.plugin_name);
        goto bad;
    }
    if (validate(v, why, sizeof why) != 0) {
        reject(r, path, "%s", why);
        goto bad;
    }
    if (add_variant(r, v) != 0)
        goto bad;
    return 0;
bad:
    free_variant(v);
    return -1;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A manifest whose id a folder searched before has taken: overridden, as
 * a user's own folders override the installed ones.  Noted, not read. */
static int shadowed(wz_registry *r, const char *path, const char *name)
{
    char id[256];
    stem(name, id, sizeof id);
    const wz_variant *v = wz_registry_find(r, id);
    if (!v)
        return 0;
    size_t n = strlen(path) + strlen(v->file) + 16;
    char *line = malloc(n), **l = realloc(r->shadowed, sizeof *l * (size_t)(r->nshadowed + 1));
    if (l)
        r->shadowed = l;
    if (line && l) {
        snprintf(line, n, "%s (by %s)", path, v->file);
        r->shadowed[r->nshadowed++] = line;
    } else {
        free(line);
    }
    return 1;
}

int wz_registry_scan(wz_registry *r)
{
    for (int d = 0; d < r->ndirs[WZ_DIR_VARIANTS]; d++) {
        const char *folder = r->dirs[WZ_DIR_VARIANTS][d].path;
        DIR *dir = opendir(folder);
        if (!dir)
            continue;
        char **names = NULL;
        int n = 0;
        for (struct dirent *e; (e = readdir(dir));) {
            size_t len = strlen(e->d_name);
            if (len < 5 || strcmp(e->d_name + len - 4, ".ini") != 0)
                continue;
            char **l = realloc(names, sizeof *l * (size_t)(n + 1));
            if (!l)
                break;
            names = l;
            names[n++] = wz_strdup(e->d_name);
        }
        closedir(dir);
        if (n) /* an empty folder: names is NULL, which qsort may not be given */
            qsort(names, (size_t)n, sizeof *names, by_name);
        for (int i = 0; i < n; i++) {
            char path[4096];
            snprintf(path, sizeof path, "%s/%s", folder, names[i]);
            if (!shadowed(r, path, names[i]))
                wz_registry_load_manifest(r, path);
            free(names[i]);
        }
        free(names);
    }
    return r->nvariants;
}

/* Does the claim "sgf:renju" take format "sgf" with rule "Renju (RIF)"?
 * A rule claim takes a rule that starts with it, case aside; a bare format
 * claim takes records that state no rule. */
static int claim_takes(const char *claim, const char *format, const char *rule)
{
    size_t f = strlen(format);
    if (strncmp(claim, format, f) != 0 || (claim[f] && claim[f] != ':'))
        return 0;
    if (!claim[f])
        return !rule;
    return rule && strncasecmp(rule, claim + f + 1, strlen(claim + f + 1)) == 0;
}

const wz_variant *wz_registry_claimant(const wz_registry *r, const char *format, const char *rule)
{
    const wz_variant *best = NULL;
    if (rule && !*rule)
        rule = NULL;
    for (int i = 0; i < r->nvariants; i++) {
        const wz_variant *v = r->variants[i];
        for (int k = 0; k < v->nclaims; k++)
            if (claim_takes(v->claims[k], format, rule) && (!best || v->order < best->order))
                best = v;
    }
    return best;
}

int wz_registry_count(const wz_registry *r) { return r->nvariants; }

const wz_variant *wz_registry_at(const wz_registry *r, int i)
{
    return (i >= 0 && i < r->nvariants) ? r->variants[i] : NULL;
}

const wz_variant *wz_registry_find(const wz_registry *r, const char *id)
{
    for (int i = 0; i < r->nvariants; i++)
        if (strcmp(r->variants[i]->id, id) == 0)
            return r->variants[i];
    return NULL;
}

const char *wz_variant_id(const wz_variant *v) { return v->id; }
const char *wz_variant_name(const wz_variant *v) { return v->name; }
const char *wz_variant_description(const wz_variant *v) { return v->description; }
const char *wz_variant_summary(const wz_variant *v) { return v->summary; }
const char *wz_variant_family(const wz_variant *v) { return v->family; }
const char *wz_variant_clock(const wz_variant *v) { return v->clock; }
const char *wz_variant_file(const wz_variant *v) { return v->file; }
const wz_plugin *wz_variant_plugin(const wz_variant *v) { return v->plugin; }
int wz_variant_key_count(const wz_variant *v) { return v->nrules; }
const char *wz_variant_key(const wz_variant *v, int i) { return v->rules[i]; }
