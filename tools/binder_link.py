"""Print the Binder launch link and badge for this repository, from its git remote (a GitHub address).

    python3 tools/binder_link.py            # the remote named origin
    python3 tools/binder_link.py upstream   # another remote

Paste the badge line at the top of README.md once the repository is published on GitHub. Without a GitHub remote
it says so and exits 1: a link to a guessed address would be a broken one.
"""

from __future__ import annotations

import re
import subprocess
import sys

NOTEBOOK = "notebooks/00_start_here.ipynb"
GITHUB = re.compile(r"^(?:https://github\.com/|git@github\.com:|ssh://git@github\.com/)([\w.-]+)/([\w.-]+?)(?:\.git)?/?$")


def launch_link(remote: str, ref: str = "HEAD") -> str:
    """The mybinder.org link that opens the start notebook of the GitHub repository at ``remote``.

    >>> launch_link("git@github.com:someone/tablekit.git")
    'https://mybinder.org/v2/gh/someone/tablekit/HEAD?labpath=notebooks/00_start_here.ipynb'
    """
    found = GITHUB.match(remote.strip())
    if not found:
        raise ValueError(f"{remote!r} is not a GitHub repository address")
    return f"https://mybinder.org/v2/gh/{found[1]}/{found[2]}/{ref}?labpath={NOTEBOOK}"


def main(remote_name: str = "origin") -> int:
    done = subprocess.run(["git", "remote", "get-url", remote_name], capture_output=True, text=True)
    try:
        link = launch_link(done.stdout) if done.returncode == 0 else None
    except ValueError as error:
        print(f"binder_link: {error}", file=sys.stderr)
        return 1
    if link is None:
        print(f"binder_link: this repository has no remote named {remote_name!r}", file=sys.stderr)
        return 1
    print(link)
    print(f"[![Binder](https://mybinder.org/badge_logo.svg)]({link})")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
