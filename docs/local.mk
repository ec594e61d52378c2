## The documents, installed by make install under the doc folder
## ($(docdir): /usr/local/share/doc/wuzi), beside the SDK's examples.
doc_DATA = README.md docs/plugin-guide.md docs/manifests.md docs/records.md \
	docs/regression.md docs/security.md
