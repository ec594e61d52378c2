#!/bin/sh
# make check is hermetic: every test runs with HOME, the XDG folders and
# TMPDIR inside a scratch folder of its own (AM_TESTS_ENVIRONMENT), so the
# user's plugins, manifests, autosave and history are neither read nor
# written, and two checkouts testing at once share no file.
status=0
fail() {
    echo "FAIL: $*"
    status=1
}
scratch=${TMPDIR%/tmp}
case $scratch in
*/wuzi-check.*) ;;
*) fail "TMPDIR is '$TMPDIR', not a test's own scratch folder" ;;
esac
[ -d "$scratch" ] && [ -w "$TMPDIR" ] || fail "no scratch folder at $scratch"
for v in HOME XDG_CONFIG_HOME XDG_DATA_HOME XDG_STATE_HOME XDG_CACHE_HOME; do
    eval "val=\${$v-}"
    case $val in
    "$scratch"/*) [ -d "$val" ] || fail "$v=$val does not exist" ;;
    *) fail "$v is '$val', outside the scratch folder $scratch" ;;
    esac
done
user_home=$(getent passwd "$(id -u)" 2>/dev/null | cut -d: -f6)
[ -n "$user_home" ] && [ "$HOME" = "$user_home" ] && fail "HOME is the user's home"
[ -z "${WUZI_PLUGIN_PATH-}" ] || fail "WUZI_PLUGIN_PATH leaks in: $WUZI_PLUGIN_PATH"
[ -z "${WUZI_VARIANT_PATH-}" ] || fail "WUZI_VARIANT_PATH leaks in: $WUZI_VARIANT_PATH"
# Two tests never share the folder: each test's own is new and empty.
[ -z "$(ls -A "$TMPDIR")" ] || fail "the scratch TMPDIR is not empty: $(ls -A "$TMPDIR")"
[ $status = 0 ] && echo "ok: HOME, XDG folders and TMPDIR lie in $scratch"
exit $status
