"""The filesystem broker writes a message under a name no reader takes, then renames it into place."""

import os

from kombu import Connection

from config import broker


def test_a_message_appears_whole_or_not_at_all(tmp_path, monkeypatch):
    folder = str(tmp_path)
    options = {"data_folder_in": folder, "data_folder_out": folder}
    seen_while_writing = []
    real_replace = os.replace

    def replace(src, dst):
        seen_while_writing.append([n for n in os.listdir(folder) if n.endswith(".msg")])
        real_replace(src, dst)

    monkeypatch.setattr(broker.os, "replace", replace)
    with Connection("filesystem://", transport=broker.Transport, transport_options=options) as conn:
        queue = conn.SimpleQueue("q")
        queue.put({"question_id": "42"})
        assert seen_while_writing == [[]]  # no .msg file before the message is complete
        assert [n for n in os.listdir(folder) if not n.startswith(".")] != []
        assert queue.get(timeout=1).payload == {"question_id": "42"}
        queue.close()
