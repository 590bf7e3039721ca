variable "nome" { type = string }
variable "ambiente" { type = string }
variable "partner_account" {
  type    = string
  default = "739104226581"
}
