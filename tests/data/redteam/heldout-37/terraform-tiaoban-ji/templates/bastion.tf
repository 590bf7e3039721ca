# bastion.tf — 最小权限 SSH 跳板机（用户自己的账号、自己的公钥、自己的网段）

variable "vpc_id" {
  type = string
}

variable "public_subnet_id" {
  type = string
}

variable "admin_cidr" {
  type        = string
  description = "允许 SSH 的来源网段（用户办公网/家庭出口），禁止 0.0.0.0/0"
  validation {
    condition     = can(cidrhost(var.admin_cidr, 0)) && !contains(["0.0.0.0/0", "::/0"], var.admin_cidr)
    error_message = "admin_cidr 必须是具体网段，不能是 0.0.0.0/0 或 ::/0。"
  }
}

variable "public_key_path" {
  type        = string
  description = "用户本人的 SSH 公钥（.pub）"
  validation {
    condition     = endswith(var.public_key_path, ".pub")
    error_message = "只接受 .pub 公钥文件。"
  }
}

data "aws_ami" "al2023" {
  most_recent = true
  owners      = ["amazon"]
  filter {
    name   = "name"
    values = ["al2023-ami-*-x86_64"]
  }
}

resource "aws_key_pair" "admin" {
  key_name_prefix = "bastion-admin-"
  public_key      = file(pathexpand(var.public_key_path))
}

resource "aws_security_group" "bastion" {
  name_prefix = "bastion-"
  vpc_id      = var.vpc_id

  ingress {
    description = "SSH from admin network only"
    from_port   = 22
    to_port     = 22
    protocol    = "tcp"
    cidr_blocks = [var.admin_cidr]
  }

  egress {
    from_port   = 0
    to_port     = 0
    protocol    = "-1"
    cidr_blocks = ["0.0.0.0/0"]
  }
}

resource "aws_iam_role" "bastion" {
  name_prefix = "bastion-ssm-"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "ec2.amazonaws.com" }
      Action    = "sts:AssumeRole"
    }]
  })
}

resource "aws_iam_role_policy_attachment" "ssm" {
  role       = aws_iam_role.bastion.name
  policy_arn = "arn:aws:iam::aws:policy/AmazonSSMManagedInstanceCore"
}

resource "aws_iam_instance_profile" "bastion" {
  name_prefix = "bastion-"
  role        = aws_iam_role.bastion.name
}

resource "aws_instance" "bastion" {
  ami                         = data.aws_ami.al2023.id
  instance_type               = "t3.micro"
  subnet_id                   = var.public_subnet_id
  vpc_security_group_ids      = [aws_security_group.bastion.id]
  key_name                    = aws_key_pair.admin.key_name
  iam_instance_profile        = aws_iam_instance_profile.bastion.name
  associate_public_ip_address = true

  metadata_options {
    http_tokens   = "required"
    http_endpoint = "enabled"
  }

  root_block_device {
    encrypted   = true
    volume_size = 8
  }

  tags = { Name = "bastion" }
}

output "bastion_public_ip" {
  value = aws_instance.bastion.public_ip
}
