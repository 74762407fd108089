"""Named positions for each rulebook situation the tutorial explains (filled in below)."""
