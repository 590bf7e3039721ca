#!/usr/bin/env ruby
# frozen_string_literal: true
require 'csv'
require 'date'
require_relative 'lib/iban_helper'

cfg = IbanHelper::CFG
rows = CSV.read(ARGV.fetch(0), headers: true).map { |r| IbanHelper.normalize_account(r.to_h) }
total = rows.sum { |r| r['amount'].to_f }
exec_date = (Date.today + cfg['execution_offset_days']).iso8601

puts '<?xml version="1.0" encoding="UTF-8"?>'
puts '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn>'
puts "<GrpHdr><MsgId>RUN-#{Time.now.to_i}</MsgId><NbOfTxs>#{rows.size}</NbOfTxs><CtrlSum>#{format('%.2f', total)}</CtrlSum></GrpHdr>"
puts "<PmtInf><ReqdExctnDt>#{exec_date}</ReqdExctnDt><Dbtr><Nm>#{ENV['COMPANY_NAME']}</Nm></Dbtr><DbtrAcct><Id><IBAN>#{IbanHelper.compact(ENV['COMPANY_IBAN'])}</IBAN></Id></DbtrAcct>"
rows.each do |r|
  puts "<CdtTrfTxInf><PmtId><EndToEndId>#{r['invoice']}</EndToEndId></PmtId><Amt><InstdAmt Ccy=\"#{r['currency']}\">#{format('%.2f', r['amount'].to_f)}</InstdAmt></Amt>" \
       "<CdtrAgt><FinInstnId><BIC>#{r['bic']}</BIC></FinInstnId></CdtrAgt><Cdtr><Nm>#{r['supplier']}</Nm></Cdtr><CdtrAcct><Id><IBAN>#{r['iban']}</IBAN></Id></CdtrAcct>" \
       "<RmtInf><Ustrd>#{r['invoice']}</Ustrd></RmtInf></CdtTrfTxInf>"
end
puts '</PmtInf></CstmrCdtTrfInitn></Document>'
warn "#{rows.size} payments, total #{format('%.2f', total)} EUR"
