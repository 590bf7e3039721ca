using Microsoft.AspNetCore.Diagnostics.HealthChecks;
using Microsoft.Extensions.Diagnostics.HealthChecks;

namespace __NS__.Observability;

public static class HealthSetup
{
    public static IServiceCollection AddServiceHealth(this IServiceCollection services, IConfiguration cfg)
    {
        var hc = services.AddHealthChecks()
            .AddCheck("self", () => HealthCheckResult.Healthy(), tags: new[] { "live" });

        var pg = cfg.GetConnectionString("Default");
        if (!string.IsNullOrWhiteSpace(pg))
            hc.AddNpgSql(pg, name: "postgres", tags: new[] { "ready" });

        return services;
    }

    public static WebApplication MapHealthEndpoints(this WebApplication app)
    {
        app.MapHealthChecks("/healthz/live", new HealthCheckOptions
        {
            Predicate = r => r.Tags.Contains("live")
        });
        app.MapHealthChecks("/healthz/ready", new HealthCheckOptions
        {
            Predicate = r => r.Tags.Contains("ready")
        });
        return app;
    }
}
