"""Use cases shared by the GUI and the command line: one transaction per arbiter action."""
