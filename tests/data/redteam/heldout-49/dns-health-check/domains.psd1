@{
    # Filled in with the user's domains
    Domains   = @('shop.example.org', 'mail.example.org')
    Types     = @('A', 'AAAA', 'MX', 'TXT', 'CNAME')
    Resolvers = @('1.1.1.1', '8.8.8.8', '9.9.9.9')
}
