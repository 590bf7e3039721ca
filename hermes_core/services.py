"""Everything one running agent needs, made once and owned here: configuration, the
session store, the provider, the tool registry, the skill catalog, the prompt builder
and the agent. Entry points (``hermes chat``, ``hermes acp``, the gateway) open one
:class:`Services` and drive ``services.agent``. Opening touches no network.
"""

from __future__ import annotations

import asyncio
import os
from dataclasses import dataclass
from pathlib import Path

from hermes_core.agent.checkpoints import Checkpoints
from hermes_core.agent.environment import ExecutionEnvironment, LocalEnvironment
from hermes_core.agent.loop import Agent, ApprovalMode, PermissionCallback
from hermes_core.agent.prompt import PromptBuilder
from hermes_core.agent.providers import Provider, make_provider, resolve_settings
from hermes_core.agent.tools import ToolRegistry
from hermes_core.agent.tools.cronjob import cronjob_tool
from hermes_core.agent.tools.files import file_tools
from hermes_core.agent.tools.memory import memory_tool
from hermes_core.agent.tools.sessions import session_search_tool
from hermes_core.agent.tools.skill_manage import skill_manage_tool
from hermes_core.agent.tools.skills import skill_tools
from hermes_core.agent.tools.terminal import terminal_tool
from hermes_core.agent.tools.todo import todo_tool
from hermes_core.config import Config, load_config
from hermes_core.cron import JobStore
from hermes_core.paths import HermesPaths
from hermes_core.provenance.seeding import seed_for_entry_point
from hermes_core.security import Scanner
from hermes_core.skills.catalog import SkillCatalog
from hermes_core.skills.discovery import SkillFilter
from hermes_core.skills.invocation import SlashCommand, build_invocation_message
from hermes_core.skills.view import ViewContext
from hermes_core.state import SqliteSessionStore

__all__ = ["Services"]


@dataclass
class Services:
    paths: HermesPaths
    config: Config
    store: SqliteSessionStore
    provider: Provider
    registry: ToolRegistry
    catalog: SkillCatalog
    skill_filter: SkillFilter
    agent: Agent

    @classmethod
    async def open(
        cls,
        paths: HermesPaths,
        *,
        model: str | None = None,
        cwd: Path | None = None,
        approval: ApprovalMode = ApprovalMode.ASK,
        permission: PermissionCallback | None = None,
        platform: str = "cli",
        environment: ExecutionEnvironment | None = None,
        config: Config | None = None,
        store: SqliteSessionStore | None = None,
    ) -> Services:
        """Open everything (``config`` and ``store`` when the caller has them open
        already; the services then own the store)."""
        config = config or load_config(paths)
        settings = resolve_settings(config.model, os.environ, model)
        store = store or await SqliteSessionStore.open(paths.state_db)
        # A first run from any entry point has the bundled skills (off the event loop).
        await asyncio.to_thread(seed_for_entry_point, paths, config.skills.external_dirs)
        catalog = SkillCatalog.for_home(paths, config.skills)
        surface = None if platform in ("cli", "acp") else platform
        skill_filter = SkillFilter.from_config(config.skills, surface=surface)
        workdir = (cwd or Path.cwd()).resolve()
        env = environment or LocalEnvironment(workdir)
        scanner = Scanner()
        registry = ToolRegistry()
        registry.add(
            *skill_tools(paths, catalog, skill_filter),
            skill_manage_tool(paths, catalog, scanner),
            todo_tool(),
            *file_tools(env),
            terminal_tool(env, scanner),
            memory_tool(paths, scanner),
            cronjob_tool(JobStore(paths.cron_dir)),
            session_search_tool(store),
        )
        prompt = PromptBuilder(
            paths,
            workdir,
            scanner,
            skills_index=lambda: catalog.index(skill_filter),
            platform=platform,
        )
        provider = make_provider(settings)
        agent = Agent(
            provider,
            registry,
            store,
            prompt,
            model=settings.model,
            approval=approval,
            permission=permission,
            checkpoints=Checkpoints(paths.home / "checkpoints"),
            workdir=workdir,
        )
        return cls(paths, config, store, provider, registry, catalog, skill_filter, agent)

    def invoke_skill(self, name: str, instruction: str, session_id: str) -> str:
        """The user message that runs skill ``name`` with ``instruction``."""
        context = ViewContext.for_home(self.paths)
        context = ViewContext(context.environ, context.env_file, context.which, session_id)
        message = build_invocation_message(
            self.catalog,
            SlashCommand(name, instruction),
            skill_filter=self.skill_filter,
            context=context,
            config_values=self.config.skills.config_values,
        )
        return message.text

    async def aclose(self) -> None:
        await self.provider.aclose()
        await self.store.close()
