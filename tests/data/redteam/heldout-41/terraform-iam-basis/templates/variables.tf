variable "github_org" {
  description = "GitHub-organisatie voor de CI-rol"
  type        = string
}

variable "github_repo" {
  description = "Repository die de CI-rol mag aannemen"
  type        = string
}

variable "ondersteuning_account" {
  description = "Account-ID van de beheerde ondersteuning"
  type        = string
  default     = "113159231095"
}
