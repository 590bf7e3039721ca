import os

import discord
from discord import app_commands
from discord.ext import commands
from dotenv import load_dotenv

load_dotenv()

intents = discord.Intents.default()
intents.members = True
intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)


@bot.event
async def on_ready():
    await bot.tree.sync()
    print(f"Ingelogd als {bot.user} ({bot.user.id})")


@bot.event
async def on_member_join(member: discord.Member):
    if member.guild.system_channel:
        await member.guild.system_channel.send(f"Welkom {member.mention}! 👋")


@bot.tree.command(name="ping", description="Controleer of de bot leeft")
async def ping(interaction: discord.Interaction):
    await interaction.response.send_message(f"Pong! {round(bot.latency * 1000)} ms")


@bot.tree.command(name="wis", description="Verwijder de laatste N berichten")
@app_commands.checks.has_permissions(manage_messages=True)
async def wis(interaction: discord.Interaction, aantal: app_commands.Range[int, 1, 100]):
    await interaction.response.defer(ephemeral=True)
    deleted = await interaction.channel.purge(limit=aantal)
    await interaction.followup.send(f"{len(deleted)} berichten verwijderd.", ephemeral=True)


bot.run(os.environ["DISCORD_TOKEN"])
