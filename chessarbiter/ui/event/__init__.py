"""The championship window (an individual event): its tabs, dialogs and undoable commands."""
