#!/usr/bin/env ruby
# frozen_string_literal: true
require "json"
require "net/http"
require "optparse"
require "time"
require "uri"

API = URI("https://api.github.com")

opts = { days: 7 }
OptionParser.new { |o| o.on("--days N", Integer) { |v| opts[:days] = v } }.parse!
repo = ARGV.fetch(0) { abort "usage: digest.rb owner/repo [--days N]" }
token = ENV["GITHUB_TOKEN"] or abort "GITHUB_TOKEN is not set"

def get(path, token, params = {})
  uri = API.dup
  uri.path = path
  uri.query = URI.encode_www_form(params) unless params.empty?
  req = Net::HTTP::Get.new(uri)
  req["Authorization"] = "Bearer #{token}"
  req["Accept"] = "application/vnd.github+json"
  req["X-GitHub-Api-Version"] = "2022-11-28"
  res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
  abort "GitHub API error #{res.code}" unless res.is_a?(Net::HTTPSuccess)
  JSON.parse(res.body)
end

since = (Time.now - opts[:days] * 86_400).utc.iso8601
items = get("/repos/#{repo}/issues", token, state: "open", since: since, per_page: 100)
stale_cut = Time.now - 30 * 86_400

new_items = items.select { |i| Time.parse(i["created_at"]) > Time.now - opts[:days] * 86_400 }
stale = items.select { |i| Time.parse(i["updated_at"]) < stale_cut }
hot = items.sort_by { |i| -i["comments"] }.first(5)

puts "# Digest for #{repo} (last #{opts[:days]} days)\n\n"
puts "## New (#{new_items.size})"
new_items.each { |i| puts "- [##{i['number']}](#{i['html_url']}) #{i['title']}" }
puts "\n## Most discussed"
hot.each { |i| puts "- ##{i['number']} #{i['title']} (#{i['comments']} comments)" }
puts "\n## Stale > 30 days (#{stale.size})"
stale.each { |i| puts "- ##{i['number']} #{i['title']}" }
