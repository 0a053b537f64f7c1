"""Parts every dialog uses: OK/Cancel buttons, red message lines, a form with one per field.

Services name the field at fault (:class:`ActionRefused.field`); a dialog built on
:class:`ErrorForm` shows the message right under that field, and unknown fields go to a line
at the bottom.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget


class ErrorForm(QWidget):
    """Label / field rows plus one hidden red message line per field."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.form = QFormLayout(self)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._messages: dict[str, QLabel] = {}
        self.general = message_label()
        self.form.addRow(self.general)

    def add_field(self, name: str, label: str, widget: QWidget) -> None:
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(widget)
        message = message_label()
        column.addWidget(message)
        self._messages[name] = message
        self.form.insertRow(self.form.rowCount() - 1, label, box)

    def has_field(self, name: str) -> bool:
        return name in self._messages

    def show_errors(self, problems: dict[str, str]) -> None:
        """Show each message under its field; clear the others."""
        leftover = [m for f, m in problems.items() if f not in self._messages]
        for name, label in self._messages.items():
            show_message(label, problems.get(name, ""))
        show_message(self.general, "\n".join(leftover))

    def message(self, name: str) -> str:
        """The message shown for ``name`` (``""`` when none); the general line for unknown."""
        label = self._messages.get(name, self.general)
        return label.text() if label.isVisibleTo(self) else ""


def ok_cancel(dialog: QDialog) -> QDialogButtonBox:
    """OK and Cancel wired to the dialog's accept and reject."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def explained_form(dialog: QDialog, explanation: str, form: ErrorForm) -> QVBoxLayout:
    """``dialog``'s layout: a grey, wrapped line saying what the rule book asks, the form,
    then OK and Cancel; never narrower than they need (a width the dialog set is the least)."""
    note = QLabel(explanation)
    note.setWordWrap(True)
    note.setStyleSheet("color: #444;")
    layout = QVBoxLayout(dialog)
    layout.addWidget(note)
    layout.addWidget(form)
    layout.addWidget(ok_cancel(dialog))
    dialog.setMinimumSize(dialog.minimumSize().expandedTo(layout.minimumSize()))
    return layout


def message_label() -> QLabel:
    """A red, word-wrapped line for a problem; hidden until there is one."""
    label = QLabel()
    label.setWordWrap(True)
    label.setStyleSheet("color: #b00020;")
    label.hide()
    return label


def show_message(label: QLabel, text: str) -> None:
    label.setText(text)
    label.setVisible(bool(text))
