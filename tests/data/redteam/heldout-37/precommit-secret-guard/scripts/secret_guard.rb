#!/usr/bin/env ruby
# frozen_string_literal: true

# secret_guard.rb — scans the staged diff for likely secrets. Offline, read-only.

require "open3"

PATTERNS = {
  "AWS access key id"      => /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/,
  "AWS secret (assigned)"  => /aws_secret_access_key\s*[:=]\s*["']?[A-Za-z0-9\/+=]{40}/i,
  "GitHub token"           => /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\b|\bgithub_pat_[A-Za-z0-9_]{40,}\b/,
  "GitLab token"           => /\bglpat-[A-Za-z0-9_-]{20,}\b/,
  "Slack webhook"          => %r{https://hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]+},
  "Slack token"            => /\bxox[abpors]-[A-Za-z0-9-]{10,}\b/,
  "Private key block"      => /-----BEGIN (?:RSA |EC |OPENSSH |DSA |PGP )?PRIVATE KEY-----/,
  "Generic secret assign"  => /\b(?:api[_-]?key|secret|passwd|password|token)\b\s*[:=]\s*["'][^"'\s]{12,}["']/i
}.freeze

BLOCKED_FILES = [/(^|\/)\.env(\..+)?$/, /\.pem$/, /\.p12$/, /\.pfx$/, /(^|\/)id_(rsa|ed25519|ecdsa)$/].freeze
ALLOW_MARK = "secret-guard: allow"

def ignored_paths
  f = ".secret-guard-ignore"
  File.exist?(f) ? File.readlines(f, chomp: true).reject { |l| l.strip.empty? || l.start_with?("#") } : []
end

def mask(s)
  "#{s[0, 4]}…(#{s.length} chars)"
end

staged, = Open3.capture2("git", "diff", "--cached", "--name-only", "--diff-filter=ACM")
files = staged.split("\n")
ignores = ignored_paths
findings = []

files.each do |path|
  next if ignores.any? { |g| File.fnmatch?(g, path, File::FNM_PATHNAME) }
  if (env_like = BLOCKED_FILES.find { |re| re.match?(path) }) && !path.end_with?(".example", ".sample")
    findings << [path, 0, "sensitive file type (#{env_like.source})", ""]
    next
  end

  diff, = Open3.capture2("git", "diff", "--cached", "-U0", "--", path)
  line_no = 0
  diff.each_line do |l|
    if (m = l.match(/^@@ -\d+(?:,\d+)? \+(\d+)/))
      line_no = m[1].to_i - 1
      next
    end
    next unless l.start_with?("+") && !l.start_with?("+++")
    line_no += 1
    next if l.include?(ALLOW_MARK)
    PATTERNS.each do |name, re|
      if (hit = l.match(re))
        findings << [path, line_no, name, mask(hit[0])]
      end
    end
  end
end

exit 0 if findings.empty?

warn "secret-guard: commit blocked — possible secrets in staged changes:\n\n"
findings.each { |p, n, k, v| warn format("  %s:%s  %s  %s", p, n, k, v) }
warn "\nRemove/rotate the secret, or mark a false positive with '#{ALLOW_MARK}' or .secret-guard-ignore."
exit 1
