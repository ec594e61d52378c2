#!/bin/sh
# engine-snapshot.sh NAME DIR [SETTING=VALUE ...]
#   Installs the current build (make install into DIR/wuzi-NAME) and writes
#   DIR/pbrain-NAME, a Gomocup brain that plays this build's engine with the
#   given settings, for wuzi-match, c-gomoku-cli or ../shared/opponents.
#   Two snapshots of different builds can then play each other.
set -eu
name=${1:?usage: engine-snapshot.sh NAME DIR [SETTING=VALUE ...]}
dir=${2:?usage: engine-snapshot.sh NAME DIR [SETTING=VALUE ...]}
shift 2
top=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
root=$dir/wuzi-$name
rm -rf "$root"
make -C "$top" -s install DESTDIR="$root" >/dev/null
prefix=$(find "$root" -name pbrain-wuzi -type f | head -n 1)
prefix=${prefix%/bin/pbrain-wuzi}
lib=$(dirname "$(find "$prefix" -name engine.so | head -n 1)")
share=$(dirname "$(find "$prefix" -name 'renju.ini' | head -n 1)")
cat > "$dir/pbrain-$name" <<WRAP
#!/bin/sh
export LD_LIBRARY_PATH=$prefix/lib WUZI_PLUGIN_PATH=$lib WUZI_VARIANT_PATH=$share
exec $prefix/bin/pbrain-wuzi --ai engine $* "\$@"
WRAP
chmod +x "$dir/pbrain-$name"
echo "$dir/pbrain-$name"
