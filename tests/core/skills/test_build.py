"""Building the Skill model from frontmatter values: lenient, normalised, never raising."""

from __future__ import annotations

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from hermes_core.skills.build import build_skill, string_list
from hermes_core.skills.model import (
    ConfigEntry,
    EnvRequirement,
    HermesMetadata,
    Platform,
    SecretRequest,
    Skill,
)
from tests.core.skills.lint_helpers import doc, skill


def build(source: str, dir_name: str = "my-dir", body: str = "Body.\n") -> Skill:
    """Build from YAML text, the way the parser hands values over."""
    values = yaml.safe_load(source)
    return build_skill(values, body, dir_name)


# name and the plain fields


@pytest.mark.parametrize(
    "frontmatter",
    [None, {}, {"name": None}, {"name": ""}, {"name": "   "}, {"name": True}, {"name": ["x"]}],
    ids=["none", "empty", "null", "empty-string", "blank", "bool", "list"],
)
def test_the_name_falls_back_to_the_folder_name(frontmatter):
    assert build_skill(frontmatter, "", "pdf-tools").name == "pdf-tools"


def test_a_declared_name_wins_over_the_folder_and_is_stripped():
    assert build_skill({"name": "  pdf-tools "}, "", "other").name == "pdf-tools"


def test_a_numeric_name_is_read_as_its_text():
    assert build_skill({"name": 2048}, "", "other").name == "2048"


def test_plain_fields_are_copied_and_body_kept():
    skill_model = build(
        "name: pdf\ndescription: '  Use for PDFs.  '\nlicense: MIT\n"
        "compatibility: Needs poppler\nversion: '1.10'\n",
        body="# PDF\n",
    )
    assert skill_model.description == "Use for PDFs."
    assert skill_model.license == "MIT"
    assert skill_model.compatibility == "Needs poppler"
    assert skill_model.version == "1.10"
    assert skill_model.body == "# PDF\n"


def test_an_unquoted_float_version_is_read_as_the_float_yaml_made_of_it():
    assert build("version: 1.10\n").version == "1.1"


def test_absent_optional_fields_are_none():
    skill_model = build_skill({}, "", "d")
    assert skill_model.license is None
    assert skill_model.compatibility is None
    assert skill_model.version is None
    assert skill_model.setup_help is None


# allowed-tools


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (
            "Read Bash(git commit:*) Write",
            ("Read", "Bash(git commit:*)", "Write"),
        ),
        ("Read,Grep  Glob", ("Read", "Grep", "Glob")),
        ("Bash(git log --format='%h %s')", ("Bash(git log --format='%h %s')",)),
        ("Bash(echo (a b)) Read", ("Bash(echo (a b))", "Read")),
        (["Read", "Bash(git commit:*)", "", 3, True], ("Read", "Bash(git commit:*)", "3")),
        ("", ()),
        (None, ()),
        ({"Read": True}, ()),
    ],
)
def test_allowed_tools_are_split_on_spaces_keeping_parenthesised_arguments_whole(value, expected):
    assert build_skill({"allowed-tools": value}, "", "d").allowed_tools == expected


# platforms


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("Linux", ("linux",)),
        ([" MacOS ", "WINDOWS", "linux"], ("macos", "windows", "linux")),
        ({"linux": True}, ()),
        (None, ()),
    ],
)
def test_platforms_are_lowercased_and_stripped(value, expected):
    assert build_skill({"platforms": value}, "", "d").platforms == expected


@pytest.mark.parametrize(
    ("platforms", "platform", "supported"),
    [
        ((), Platform.LINUX, True),
        ((), None, True),
        (("linux",), Platform.LINUX, True),
        (("linux",), Platform.MACOS, False),
        (("linux", "windows"), Platform.WINDOWS, True),
        (("macos",), None, True),
    ],
)
def test_supports_platform(platforms, platform, supported):
    skill_model = Skill(name="s", description="d", body="", platforms=platforms)
    assert skill_model.supports_platform(platform) is supported


def test_a_declared_platform_in_any_case_supports_that_platform():
    assert build_skill({"platforms": ["MacOS"]}, "", "d").supports_platform(Platform.MACOS)


@pytest.mark.parametrize(
    ("sys_platform", "expected"),
    [
        ("linux", Platform.LINUX),
        ("linux2", Platform.LINUX),
        ("darwin", Platform.MACOS),
        ("win32", Platform.WINDOWS),
        ("cygwin", Platform.WINDOWS),
        ("freebsd13", None),
    ],
)
def test_sys_platform_maps_to_a_platform(sys_platform, expected):
    assert Platform.for_sys_platform(sys_platform) is expected


# metadata and metadata.hermes


def test_metadata_hermes_fields_are_read():
    skill_model = build(
        """
metadata:
  author: me
  hermes:
    tags: [pdf, documents]
    related_skills: docx-tools
    category: office
    fallback_for_tools: [pdf_reader]
    fallback_for_toolsets: [browser]
    requires_tools: [terminal]
    requires_toolsets: [files, web]
"""
    )
    assert skill_model.metadata["author"] == "me"
    assert skill_model.hermes == HermesMetadata(
        tags=("pdf", "documents"),
        related_skills=("docx-tools",),
        category="office",
        config=(),
        fallback_for_tools=("pdf_reader",),
        fallback_for_toolsets=("browser",),
        requires_tools=("terminal",),
        requires_toolsets=("files", "web"),
    )


def test_config_entries_keep_the_first_of_each_key_and_drop_entries_without_description():
    skill_model = build(
        """
metadata:
  hermes:
    config:
      - key: pdf.dpi
        description: Resolution
        default: 150
        prompt: Which DPI?
      - key: pdf.dpi
        description: A duplicate
        default: 300
      - key: pdf.engine
      - description: no key
      - key: pdf.out
        description: Output folder
      - key: "  "
        description: blank key
      - just a string
"""
    )
    assert skill_model.hermes.config == (
        ConfigEntry("pdf.dpi", "Resolution", 150, "Which DPI?"),
        ConfigEntry("pdf.out", "Output folder", None, "Output folder"),
    )


def test_a_single_config_mapping_is_a_list_of_one():
    skill_model = build(
        "metadata:\n  hermes:\n    config: {key: a, description: b, default: [1]}\n"
    )
    assert skill_model.hermes.config == (ConfigEntry("a", "b", [1], "b"),)


@pytest.mark.parametrize(
    "hermes",
    [
        "not a mapping",
        ["a", "b"],
        {
            "tags": {"a": 1},
            "related_skills": 7,
            "category": ["a"],
            "config": "x",
            "requires_tools": {"t": True},
            "requires_toolsets": None,
        },
    ],
)
def test_metadata_hermes_of_the_wrong_shape_is_dropped(hermes):
    skill_model = build_skill({"metadata": {"hermes": hermes}}, "", "d")
    assert skill_model.hermes == HermesMetadata()


def test_list_items_of_the_wrong_type_are_dropped_and_numbers_kept_as_text():
    skill_model = build_skill(
        {"metadata": {"hermes": {"tags": ["pdf", 3, True, None, " ", {"a": 1}, " docs "]}}},
        "",
        "d",
    )
    assert skill_model.hermes.tags == ("pdf", "3", "docs")


def test_a_numeric_category_is_read_as_text():
    assert build_skill({"metadata": {"hermes": {"category": 3}}}, "", "d").hermes.category == "3"


def test_string_list_accepts_a_string_or_a_list_of_scalars():
    assert string_list("  a  ") == ("a",)
    assert string_list(["a", 1, 2.5, False, "", None]) == ("a", "1", "2.5")
    assert string_list(None) == string_list("") == string_list({"a": 1}) == ()


# conditional activation


FALLBACK = HermesMetadata(fallback_for_tools=("web_search",), fallback_for_toolsets=("browser",))
REQUIRES = HermesMetadata(requires_tools=("terminal",), requires_toolsets=("files",))


@pytest.mark.parametrize(
    ("metadata", "tools", "toolsets", "active"),
    [
        (HermesMetadata(), None, None, True),
        (HermesMetadata(), frozenset(), frozenset(), True),
        (FALLBACK, None, None, True),
        (REQUIRES, None, None, True),
        (FALLBACK, frozenset(), frozenset(), True),
        (FALLBACK, frozenset({"web_search"}), frozenset(), False),
        (FALLBACK, frozenset(), frozenset({"browser"}), False),
        (FALLBACK, frozenset({"terminal"}), frozenset({"files"}), True),
        (REQUIRES, frozenset({"terminal"}), frozenset({"files"}), True),
        (REQUIRES, frozenset({"terminal"}), frozenset(), False),
        (REQUIRES, frozenset(), frozenset({"files"}), False),
        (REQUIRES, frozenset({"terminal", "extra"}), frozenset({"files", "web"}), True),
    ],
)
def test_is_active_hides_fallbacks_whose_tool_is_present_and_skills_missing_a_requirement(
    metadata, tools, toolsets, active
):
    assert metadata.is_active(tools, toolsets) is active


# environment variables


def test_required_variables_from_all_three_places_form_one_list_in_order_without_duplicates():
    skill_model = build(
        """
required_environment_variables:
  - GITHUB_TOKEN
  - name: OPENAI_API_KEY
    prompt: Your OpenAI key
    help: https://platform.openai.com/api-keys
    required_for: summaries
    optional: true
  - env_var: SERP_KEY
  - name: GITHUB_TOKEN
    prompt: duplicate
  - 1BAD
  - name: also-bad
  - {prompt: no name}
setup:
  help: See the README
  collect_secrets:
    - env_var: SLACK_TOKEN
      prompt: Slack bot token
      provider_url: https://api.slack.com/apps
    - env_var: OPENAI_API_KEY
    - env_var: bad name
prerequisites:
  env_vars: [LEGACY_VAR, GITHUB_TOKEN, 9LIVES]
"""
    )
    assert skill_model.env_requirements == (
        EnvRequirement(
            "GITHUB_TOKEN",
            "Enter value for GITHUB_TOKEN",
            "See the README",
            origin="required_environment_variables",
        ),
        EnvRequirement(
            "OPENAI_API_KEY",
            "Your OpenAI key",
            "https://platform.openai.com/api-keys",
            "summaries",
            optional=True,
            origin="required_environment_variables",
        ),
        EnvRequirement(
            "SERP_KEY",
            "Enter value for SERP_KEY",
            "See the README",
            origin="required_environment_variables",
        ),
        EnvRequirement(
            "SLACK_TOKEN",
            "Slack bot token",
            "https://api.slack.com/apps",
            origin="setup.collect_secrets",
        ),
        EnvRequirement(
            "LEGACY_VAR",
            "Enter value for LEGACY_VAR",
            "See the README",
            origin="prerequisites.env_vars",
        ),
    )
    assert skill_model.setup_help == "See the README"


@pytest.mark.parametrize(
    "value",
    ["API_TOKEN", {"name": "API_TOKEN"}, ["API_TOKEN"], [{"env_var": "API_TOKEN"}]],
    ids=["string", "mapping", "list-of-string", "list-of-mapping"],
)
def test_a_required_variable_may_be_a_string_a_mapping_or_a_list_of_either(value):
    names = [
        r.name
        for r in build_skill({"required_environment_variables": value}, "", "d").env_requirements
    ]
    assert names == ["API_TOKEN"]


def test_collect_secrets_are_read_with_defaults():
    skill_model = build(
        """
setup:
  collect_secrets:
    - env_var: A_KEY
      prompt: The A key
      url: https://a.example
      secret: false
    - env_var: B_KEY
    - prompt: no env var
"""
    )
    assert skill_model.collect_secrets == (
        SecretRequest("A_KEY", "The A key", "https://a.example", secret=False),
        SecretRequest("B_KEY", "Enter value for B_KEY", "", secret=True),
    )
    assert [r.origin for r in skill_model.env_requirements] == ["setup.collect_secrets"] * 2


def test_a_single_collect_secrets_mapping_is_a_list_of_one():
    skill_model = build("setup:\n  collect_secrets: {env_var: TOKEN}\n")
    assert [s.env_var for s in skill_model.collect_secrets] == ["TOKEN"]


def test_legacy_prerequisites_give_commands_and_variables():
    skill_model = build("prerequisites:\n  env_vars: TOKEN\n  commands: [git, jq, '']\n")
    assert skill_model.required_commands == ("git", "jq")
    assert [(r.name, r.origin) for r in skill_model.env_requirements] == [
        ("TOKEN", "prerequisites.env_vars")
    ]


def test_missing_env_lists_required_variables_unset_or_empty_and_ignores_optional_ones():
    skill_model = build(
        """
required_environment_variables:
  - SET_VAR
  - EMPTY_VAR
  - UNSET_VAR
  - name: OPTIONAL_VAR
    optional: true
"""
    )
    missing = skill_model.missing_env({"SET_VAR": "x", "EMPTY_VAR": ""})
    assert [r.name for r in missing] == ["EMPTY_VAR", "UNSET_VAR"]
    assert skill_model.missing_env({"SET_VAR": "1", "EMPTY_VAR": "1", "UNSET_VAR": "1"}) == ()


# credential files


def test_credential_files_are_read_from_strings_and_path_mappings():
    skill_model = build(
        """
required_credential_files:
  - google/token.json
  - path: " creds/key.pem "
    description: the key
  - path: ""
  - 42
  - [nested]
  - "  "
"""
    )
    assert skill_model.required_credential_files == ("google/token.json", "creds/key.pem")


@pytest.mark.parametrize("value", ["token.json", {"path": "token.json"}, 3, None])
def test_credential_files_that_are_not_a_list_are_dropped(value):
    assert (
        build_skill({"required_credential_files": value}, "", "d").required_credential_files == ()
    )


# wrong shapes never raise


def test_every_field_of_the_wrong_shape_is_dropped_silently():
    skill_model = build_skill(
        {
            "name": True,
            "description": ["x"],
            "license": {"a": 1},
            "version": [1],
            "allowed-tools": 5,
            "platforms": {"a": 1},
            "metadata": "x",
            "setup": [1],
            "prerequisites": "x",
            "required_environment_variables": 42,
            "required_credential_files": "x",
        },
        "",
        "d",
    )
    assert skill_model == Skill(name="d", description="", body="")


_SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=8)
)
_VALUES = st.recursive(
    _SCALARS,
    lambda children: (
        st.lists(children, max_size=3)
        | st.dictionaries(
            st.sampled_from(["name", "env_var", "key", "path", "hermes", "x"]), children, max_size=3
        )
    ),
    max_leaves=12,
)
_KEYS = st.sampled_from(
    [
        "name",
        "description",
        "license",
        "compatibility",
        "version",
        "allowed-tools",
        "platforms",
        "metadata",
        "setup",
        "prerequisites",
        "required_environment_variables",
        "required_credential_files",
    ]
)


@settings(max_examples=200, deadline=None, derandomize=True, database=None)
@given(st.dictionaries(_KEYS, _VALUES, max_size=6))
def test_building_never_raises_whatever_the_shapes(frontmatter):
    skill_model = build_skill(frontmatter, "", "fallback")
    assert skill_model.name
    assert all(isinstance(t, str) and t for t in skill_model.allowed_tools)
    assert all(isinstance(r.name, str) for r in skill_model.env_requirements)


# from a parsed document


def test_the_document_builds_its_skill_from_the_parsed_frontmatter():
    text = skill(
        "platforms: [Linux]",
        "metadata:",
        "  hermes:",
        "    tags: [pdf]",
        name=None,
    )
    skill_model = doc(text, "pdf-tools").skill
    assert skill_model.name == "pdf-tools"
    assert skill_model.platforms == ("linux",)
    assert skill_model.hermes.tags == ("pdf",)
    assert skill_model.body == "# My skill\n\nDo the thing.\n"
