"""The static files storage of a deployment (DJANGO_MANIFEST_STATIC=1): whitenoise's compressed,
hashed file names, with the imports of JavaScript modules rewritten to the hashed names too.

The simulator page's script is ES modules (simulator/static/simulator/): the page names the
entry module by its hashed name, and each module names the others in its imports. Without
the rewriting, a browser would fetch the hashed main.js but the other modules by their plain
names, so a deployment could mix old and new modules (issue 26). Django rewrites the imports
(`support_js_module_import_aggregation`) only on a module graph without cycles (it gives up
with "Max post-process passes exceeded"): tests/simulator/test_script_modules.py keeps the
graph acyclic, tests/site/test_static_modules.py checks every rewritten import.
"""

from whitenoise.storage import CompressedManifestStaticFilesStorage


class ModuleManifestStaticFilesStorage(CompressedManifestStaticFilesStorage):
    """Hashed, compressed static files whose JavaScript module imports name hashed files."""

    support_js_module_import_aggregation = True
    # Each pass of post-processing settles one more level of imports: the simulator's longest
    # chain of imports (main.js, table.js, results.js... i18n.js) needs more than Django's 5.
    # The test of the module graph keeps the chain shorter than this.
    max_post_process_passes = 24
