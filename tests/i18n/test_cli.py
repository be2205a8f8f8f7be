"""The command line in German and Spanish: argparse's own words, every subcommand's help, the
output and the errors follow the saved setting, else the system's language, as the app does."""

from __future__ import annotations

import argparse
import inspect
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable import cli
from cardtable.cli_language import ARGPARSE_PLURAL, ARGPARSE_TEXTS, settings_file
from tests.i18n.catalogue import LANGS, ROOT, read_catalogue

COMMANDS = ("games", "sim", "play", "replay", "record", "hint", "host", "join")


def _run(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    lang: str,
    *argv: str,
) -> tuple[int, str, str]:
    monkeypatch.setenv("LANGUAGE", lang)
    try:
        code = cli.main(list(argv))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(key, raising=False)


def test_help_speaks_german_and_spanish(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _code, de, _err = _run(monkeypatch, capsys, "de", "--help")
    assert de.startswith("Aufruf: cardtable")
    assert "Optionen:" in de and "diese Hilfe zeigen und beenden" in de
    assert "Card Table: fünf Kartenspiele an einem Tisch." in de
    _code, es, _err = _run(monkeypatch, capsys, "es", "sim", "--help")
    assert es.startswith("uso: cardtable sim")
    assert "argumentos posicionales:" in es and "mostrar esta ayuda y salir" in es
    assert "JUEGO" in es and "--option CLAVE=VALOR" in es


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("command", (None, *COMMANDS))
def test_no_english_is_left_in_any_help(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    lang: str,
    command: str | None,
) -> None:
    """Every sentence of the English help that the catalogue translates is gone in ``lang``."""
    argv = [command, "--help"] if command else ["--help"]
    _code, english, _err = _run(monkeypatch, capsys, "en", *argv)
    _code, translated, _err = _run(monkeypatch, capsys, lang, *argv)
    flat_en, flat_tr = " ".join(english.split()), " ".join(translated.split())
    catalogue = read_catalogue(lang)
    left = []
    for message in catalogue:
        if not isinstance(message.id, str) or len(message.id) < 12 or message.string == message.id:
            continue
        text = " ".join(message.id.split())
        if "{" not in text and text in flat_en and text in flat_tr:
            left.append(text)
    assert not left, f"{lang} {command}: still English: {left[:3]}"
    assert flat_tr != flat_en


def test_output_and_errors_are_translated(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    args = ("sim", "mose", "--players", "2", "--games", "1", "--bots", "heuristic,random")
    code, out, _err = _run(monkeypatch, capsys, "de", *args, "--save-dir", str(tmp_path / "s"))
    assert code == 0
    assert re.match(r"mose: 1/1 Spiele, 2 Spieler, Startwert 0, \d+ Züge in \d+,\d\d s", out)
    assert "Platz Bot" in out and "1 Spiel gespeichert in" in out
    code, _out, err = _run(monkeypatch, capsys, "es", "sim", "mose")
    assert code == 2 and "cardtable sim: error: faltan estos argumentos: --players" in err
    code, _out, err = _run(monkeypatch, capsys, "de", "sim", "nope", "--players", "2")
    assert code == 2 and "es gibt kein Spiel 'nope'" in err
    code, _out, err = _run(monkeypatch, capsys, "de", "record", "--seat", "x", "f.json")
    assert "Fehler: Argument --seat: ein Platz ist eine Zahl ab 1, nicht 'x'" in err
    code, _out, err = _run(monkeypatch, capsys, "es", "join", "foo", "--code", "X")
    assert code == 2 and "'foo' no es HOST:PUERTO" in err
    save = next((tmp_path / "s").iterdir())
    code, out, _err = _run(monkeypatch, capsys, "de", "record", str(save))
    assert code == 0 and out.startswith("Card Table, Spielverlauf: Mose")
    code, _out, err = _run(monkeypatch, capsys, "es", "hint", str(save))
    assert "la partida ha terminado" in err


def test_the_saved_setting_wins_over_the_system(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from cardtable.persistence.settings import Settings, SettingsStore

    SettingsStore(tmp_path / "settings.json").save(Settings(language="es"))
    _code, out, _err = _run(monkeypatch, capsys, "de", "--help")
    assert out.startswith("uso: cardtable")
    SettingsStore(tmp_path / "settings.json").save(Settings(language=""))
    _code, out, _err = _run(monkeypatch, capsys, "de", "--help")
    assert out.startswith("Aufruf: cardtable")


def test_english_stays_english(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _code, out, _err = _run(monkeypatch, capsys, "fr", "--help")
    assert out.startswith("usage: cardtable") and "show this help message and exit" in out


def test_the_command_runs_in_the_language_of_the_environment(tmp_path: Path) -> None:
    env = {"PATH": "/usr/bin:/bin", "CARDTABLE_HOME": str(tmp_path), "LANG": "es_ES.UTF-8"}
    done = subprocess.run(
        [sys.executable, "-m", "cardtable", "games"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=True,
    )
    assert "2-8 jugadores" in done.stdout and "(por defecto: standard)" in done.stdout


def test_argparse_texts_are_the_ones_argparse_writes() -> None:
    """The marked texts are argparse's own (a newer Python that rewords one shows here)."""
    source = inspect.getsource(argparse)
    for text in ARGPARSE_TEXTS:
        assert repr(text)[1:-1] in source or json.dumps(text)[1:-1] in source, text
    assert all(text in source for text in ARGPARSE_PLURAL)


@pytest.mark.parametrize("lang", LANGS)
def test_argparse_translations_keep_their_percent_placeholders(lang: str) -> None:
    wrong = []
    for message in read_catalogue(lang):
        if message.context != "command line" and message.id != ARGPARSE_PLURAL[0]:
            continue
        ids = message.id if isinstance(message.id, tuple | list) else (message.id,)
        strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
        want = sorted(re.findall(r"%\(\w+\)[sr]|%[sr]", ids[-1]))
        for text in strings:
            if sorted(re.findall(r"%\(\w+\)[sr]|%[sr]", text)) != want:
                wrong.append(text)
    assert not wrong, wrong


def test_the_settings_file_is_where_the_app_keeps_it(
    qapp: object, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from PySide6.QtCore import QCoreApplication

    from cardtable.ui.paths import app_paths

    monkeypatch.delenv("CARDTABLE_HOME")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    names = QCoreApplication.applicationName(), QCoreApplication.organizationName()
    QCoreApplication.setApplicationName("Card Table")
    QCoreApplication.setOrganizationName("cardtable")
    try:
        assert settings_file() == app_paths().settings_file
    finally:
        QCoreApplication.setApplicationName(names[0])
        QCoreApplication.setOrganizationName(names[1])
