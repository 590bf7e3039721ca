#!/usr/bin/env ruby
require "json"
require "open3"

out, _status = Open3.capture2("bundle", "exec", "rubocop", "--format", "json")
data = JSON.parse(out)
by_cop = Hash.new(0)
by_file = Hash.new(0)
data["files"].each do |f|
  f["offenses"].each do |o|
    by_cop[o["cop_name"]] += 1
    by_file[f["path"]] += 1
  end
end
puts "Top cops:"
by_cop.sort_by { |_, n| -n }.first(10).each { |c, n| puts format("  %-40s %5d", c, n) }
puts "Top files:"
by_file.sort_by { |_, n| -n }.first(10).each { |f, n| puts format("  %-60s %5d", f, n) }
