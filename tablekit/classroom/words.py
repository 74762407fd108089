"""The classroom server's own words (``classroom.`` catalogue): the join links, who is connected, the page's
status line and the refusals of the server's own checks."""

from __future__ import annotations

from ..core.text import Messages

EN = {
    "links.title": "Join links for {game}",
    "links.hint": "Each link is one seat's secret: give it only to that pupil (scan the code with a phone on the "
                  "same network). These links are not saved with the notebook.",
    "links.local": "This server listens on 127.0.0.1 only: other devices cannot reach it. Start it with "
                   "lan=True to let the class join.",
    "links.spectator": "Spectator",
    "links.connected": "connected: {n}",
    "links.nobody": "not joined",
    "links.stopped": "The server is stopped.",
    "links.bot": "bot",
    "page.connecting": "Connecting…",
    "page.lost": "Connection lost: trying again…",
    "page.closed": "The server closed this page's connection: {why}",
    "page.you_are": "You play {seat}",
    "page.spectator": "You are watching",
    "page.connected": "At the table: {seats}",
    "refuse.json": "a page message is a JSON object with a type; this one could not be read",
    "refuse.too_fast": "too many messages: slow down (some were dropped, nothing was done for them)",
}
JA = {
    "links.title": "{game}の参加リンク",
    "links.hint": "リンクはそれぞれ一つの席の秘密です。その生徒だけに渡してください(同じネットワークのスマートフォンで"
                  "コードを読み取れます)。リンクはノートブックに保存されません。",
    "links.local": "このサーバーは127.0.0.1だけで待ち受けています。他の端末からは入れません。クラスで参加するには"
                   "lan=Trueで起動してください。",
    "links.spectator": "観戦",
    "links.connected": "接続中: {n}",
    "links.nobody": "未参加",
    "links.stopped": "サーバーは停止しています。",
    "links.bot": "ボット",
    "page.connecting": "接続しています…",
    "page.lost": "接続が切れました。再接続しています…",
    "page.closed": "サーバーがこのページの接続を閉じました: {why}",
    "page.you_are": "あなたは{seat}です",
    "page.spectator": "観戦しています",
    "page.connected": "参加中: {seats}",
    "refuse.json": "ページからのメッセージはtypeを持つJSONオブジェクトです。このメッセージは読めませんでした",
    "refuse.too_fast": "メッセージが多すぎます。ゆっくり操作してください(いくつかは捨てられ、何もしていません)",
}
M = Messages("classroom", EN, JA)
