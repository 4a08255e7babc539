"""The `system` the benchmark scripts measure: the release build the README describes, made when it is missing.

One place for the build command, so every suite measures the program a person builds (on Linux, Swift's libraries
linked in, the program at a fixed address, generic types made without a lookup by name; see docs/cli.md) rather than each spelling the command its own way.
"""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT = os.path.join(ROOT, ".build", "release", "system")

# As the README builds it.
COMMAND = ["swift", "build", "-c", "release", "--product", "system"] + (
    ["--static-swift-stdlib", "--traits", "FixedAddress"] if sys.platform.startswith("linux") else []) + [
    "-Xswiftc", "-Xfrontend", "-Xswiftc", "-disable-concrete-type-metadata-mangled-name-accessors"]


def system(path=None):
    """The path of the `system` to measure: `path` when given, else the package's release build, built first when it
    is missing (a few minutes from a clean checkout)."""
    if path:
        return path
    if not os.path.exists(DEFAULT):
        print("building system as the README does: " + " ".join(COMMAND), file=sys.stderr, flush=True)
        subprocess.run(COMMAND, cwd=ROOT, check=True)
    return DEFAULT
