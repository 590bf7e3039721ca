"""The toolsets and tools of Hermes Agent 0.19.0 (its ``toolsets.TOOLSETS``), for
completing ``metadata.hermes.requires_toolsets`` / ``requires_tools`` /
``fallback_for_toolsets`` / ``fallback_for_tools``. Names only: interoperability data."""

from __future__ import annotations

__all__ = ["TOOLS", "TOOLSETS"]

TOOLSETS = frozenset(
    """
    browser clarify code_execution coding computer_use context_engine cronjob debugging
    delegation discord discord_admin feishu_doc feishu_drive file hermes-acp
    hermes-api-server hermes-bluebubbles hermes-cli hermes-cron hermes-dingtalk
    hermes-discord hermes-email hermes-feishu hermes-gateway hermes-homeassistant
    hermes-matrix hermes-mattermost hermes-qqbot hermes-signal hermes-slack hermes-sms
    hermes-telegram hermes-webhook hermes-wecom hermes-wecom-callback hermes-weixin
    hermes-whatsapp hermes-yuanbao homeassistant image_gen kanban memory project safe
    search session_search skills spotify terminal todo tts video video_gen vision web
    x_search yuanbao
    """.split()
)
TOOLS = frozenset(
    """
    browser_back browser_cdp browser_click browser_console browser_dialog
    browser_get_images browser_navigate browser_press browser_scroll browser_snapshot
    browser_type browser_vision clarify close_terminal computer_use cronjob delegate_task
    discord discord_admin execute_code feishu_doc_read feishu_drive_add_comment
    feishu_drive_list_comment_replies feishu_drive_list_comments feishu_drive_reply_comment
    ha_call_service ha_get_state ha_list_entities ha_list_services image_generate
    kanban_attach kanban_attach_url kanban_attachments kanban_block kanban_comment
    kanban_complete kanban_create kanban_heartbeat kanban_link kanban_list kanban_show
    kanban_unblock memory patch process project_create project_list project_switch
    read_file read_terminal search_files session_search skill_manage skill_view skills_list
    spotify_albums spotify_devices spotify_library spotify_playback spotify_playlists
    spotify_queue spotify_search terminal text_to_speech todo video_analyze video_generate
    vision_analyze web_extract web_search write_file x_search xai_video_edit
    xai_video_extend yb_query_group_info yb_query_group_members yb_search_sticker
    yb_send_dm yb_send_sticker
    """.split()
)
