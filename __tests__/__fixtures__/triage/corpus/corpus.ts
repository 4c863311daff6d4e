/**
 * The triage corpus: one error response per framework shape (see PROVENANCE.md), each with the
 * checkout it came from, the files its pull request changed, and the culprit a reviewer should
 * open first: the root cause's innermost frame of the API's own code.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StackLanguage } from '../../../../src/investigate/triage/types.js';

export interface Sample {
  /** The fixture file, named after the shape. */
  fixture: string;
  language: StackLanguage;
  status: number;
  headers: Record<string, string>;
  /** The checkout's files, relative to its root. */
  repository: string[];
  /** The files the pull request changed. */
  changed: string[];
  /** The culprit, by its repository path (as the trace writes it when the file is not in the checkout). */
  culprit: { path: string; line: number };
}

const html = { 'content-type': 'text/html; charset=utf-8' };
const json = { 'content-type': 'application/json' };
const problem = { 'content-type': 'application/problem+json' };
const text = { 'content-type': 'text/plain; charset=utf-8' };

export const SAMPLES: Sample[] = [
  // ------------------------------------------------------------------ Python
  {
    fixture: 'django-technical-500.html',
    language: 'python',
    status: 500,
    headers: html,
    repository: ['manage.py', 'catalog/views.py', 'catalog/serializers.py', 'catalog/services/pricing.py', 'catalog/models.py'],
    changed: ['catalog/services/pricing.py'],
    culprit: { path: 'catalog/services/pricing.py', line: 54 },
  },
  {
    fixture: 'werkzeug-debugger.html',
    language: 'python',
    status: 500,
    headers: html,
    repository: ['inventory/__init__.py', 'inventory/api.py', 'inventory/stock.py', 'tests/test_stock.py'],
    changed: ['inventory/api.py'],
    culprit: { path: 'inventory/stock.py', line: 44 },
  },
  {
    fixture: 'fastapi-plain-traceback.txt',
    language: 'python',
    status: 500,
    headers: text,
    repository: ['app/main.py', 'app/routers/orders.py', 'app/pricing.py', 'Dockerfile'],
    changed: ['app/pricing.py', 'app/routers/orders.py'],
    culprit: { path: 'app/pricing.py', line: 19 },
  },
  {
    fixture: 'python-chained-cause.txt',
    language: 'python',
    status: 500,
    headers: text,
    repository: ['shop/handlers.py', 'shop/repository.py', 'shop/errors.py', 'migrations/0007_discount.sql'],
    changed: ['migrations/0007_discount.sql'],
    culprit: { path: 'shop/repository.py', line: 33 },
  },
  {
    fixture: 'python-exception-group.txt',
    language: 'python',
    status: 500,
    headers: text,
    repository: ['api/routes/dashboard.py', 'api/services/orders.py', 'api/models/order.py', 'api/services/stock.py'],
    changed: ['api/models/order.py'],
    culprit: { path: 'api/models/order.py', line: 18 },
  },
  {
    fixture: 'lambda-python-vendored.json',
    language: 'python',
    status: 502,
    headers: json,
    repository: ['src/orders/handler.py', 'src/orders/client.py', 'template.yaml', 'requirements.txt'],
    changed: ['src/orders/client.py'],
    culprit: { path: 'src/orders/client.py', line: 52 },
  },
  {
    fixture: 'structlog-dict-tracebacks.json',
    language: 'python',
    status: 500,
    headers: json,
    repository: ['billing/api.py', 'billing/render.py', 'billing/tax.py', 'pyproject.toml'],
    changed: ['billing/render.py'],
    culprit: { path: 'billing/tax.py', line: 12 },
  },
  {
    fixture: 'python-windows-container.txt',
    language: 'python',
    status: 500,
    headers: text,
    repository: ['reports/views.py', 'reports/export.py', 'reports/models.py'],
    changed: [],
    culprit: { path: 'reports/models.py', line: 40 },
  },
  // ------------------------------------------------------------------ Node, Deno
  {
    fixture: 'express-development-error.html',
    language: 'node',
    status: 500,
    headers: html,
    repository: ['src/app.js', 'src/lib/money.js', 'src/routes/cart.js', 'package.json'],
    changed: ['src/routes/cart.js'],
    culprit: { path: 'src/lib/money.js', line: 8 },
  },
  {
    fixture: 'node-util-inspect-cause.txt',
    language: 'node',
    status: 500,
    headers: text,
    repository: ['src/checkout/service.ts', 'src/checkout/controller.ts', 'src/payments/client.ts', 'src/payments/mapping.ts'],
    changed: ['src/payments/mapping.ts'],
    culprit: { path: 'src/payments/mapping.ts', line: 12 },
  },
  {
    fixture: 'lambda-node-trace.json',
    language: 'node',
    status: 502,
    headers: json,
    repository: ['src/index.mjs', 'src/handlers/customers.mjs', 'src/mappers/customer.mjs', 'serverless.yml'],
    changed: ['src/mappers/customer.mjs'],
    culprit: { path: 'src/mappers/customer.mjs', line: 9 },
  },
  {
    fixture: 'deno-npm-cache.txt',
    language: 'node',
    status: 500,
    headers: text,
    repository: ['src/main.ts', 'src/invoices/routes.ts', 'src/invoices/dates.ts', 'deno.json'],
    changed: ['src/invoices/routes.ts'],
    culprit: { path: 'src/invoices/dates.ts', line: 17 },
  },
  {
    fixture: 'nestjs-error-json.json',
    language: 'node',
    status: 500,
    headers: json,
    repository: ['src/main.ts', 'src/reviews/reviews.service.ts', 'src/reviews/reviews.controller.ts', 'src/reviews/reviews.module.ts'],
    changed: ['src/reviews/reviews.service.ts'],
    culprit: { path: 'src/reviews/reviews.service.ts', line: 64 },
  },
  {
    fixture: 'node-windows-iis.txt',
    language: 'node',
    status: 500,
    headers: text,
    // The settings service is deployed from another repository: nothing here to map to.
    repository: ['web.config', 'README.md'],
    changed: ['web.config'],
    culprit: { path: 'C:/app/src/settings/store.js', line: 27 },
  },
  {
    fixture: 'node-monorepo-copies.txt',
    language: 'node',
    status: 500,
    headers: text,
    repository: [
      'services/api/src/validation/order.js',
      'services/api/src/routes/orders.js',
      'services/admin/src/validation/order.js',
      'services/admin/src/routes/users.js',
    ],
    changed: ['services/api/src/routes/orders.js'],
    culprit: { path: 'services/api/src/validation/order.js', line: 14 },
  },
  // ------------------------------------------------------------------ Go
  {
    fixture: 'go-panic-trimpath.txt',
    language: 'go',
    status: 500,
    headers: text,
    repository: ['go.mod', 'cmd/ledger/main.go', 'internal/accounts/service.go', 'internal/httpapi/accounts.go'],
    changed: ['internal/accounts/service.go'],
    culprit: { path: 'internal/accounts/service.go', line: 73 },
  },
  {
    fixture: 'go-chi-recoverer.txt',
    language: 'go',
    status: 500,
    headers: text,
    repository: ['go.mod', 'internal/cart/cart.go', 'internal/api/cart.go', 'internal/api/server.go'],
    changed: ['internal/api/cart.go'],
    culprit: { path: 'internal/cart/cart.go', line: 51 },
  },
  {
    fixture: 'go-own-recover-middleware.json',
    language: 'go',
    status: 500,
    headers: json,
    repository: ['go.mod', 'internal/platform/middleware/recover.go', 'internal/slots/pick.go', 'internal/handlers/bookings.go'],
    changed: ['internal/platform/middleware/recover.go'],
    culprit: { path: 'internal/slots/pick.go', line: 22 },
  },
  {
    fixture: 'gin-recovery.txt',
    language: 'go',
    status: 500,
    headers: text,
    repository: ['go.mod', 'main.go', 'handlers/avatar.go', 'pkg/avatar/hash.go'],
    changed: ['pkg/avatar/hash.go'],
    culprit: { path: 'pkg/avatar/hash.go', line: 31 },
  },
  {
    fixture: 'echo-debug-stack.txt',
    language: 'go',
    status: 500,
    headers: text,
    repository: ['go.mod', 'internal/report/stats.go', 'internal/server/summary.go'],
    changed: [],
    culprit: { path: 'internal/report/stats.go', line: 9 },
  },
  // ------------------------------------------------------------------ JVM
  {
    fixture: 'spring-boot-trace.json',
    language: 'java',
    status: 500,
    headers: json,
    repository: [
      'src/main/java/com/acme/orders/web/OrderController.java',
      'src/main/java/com/acme/orders/service/OrderService.java',
      'src/main/java/com/acme/orders/mapping/OrderLineMapper.java',
      'pom.xml',
    ],
    changed: ['src/main/java/com/acme/orders/mapping/OrderLineMapper.java'],
    culprit: { path: 'src/main/java/com/acme/orders/mapping/OrderLineMapper.java', line: 33 },
  },
  {
    fixture: 'java-caused-by-feign.txt',
    language: 'java',
    status: 500,
    headers: text,
    repository: [
      'shipping/src/main/java/com/acme/shipping/ShipmentService.java',
      'shipping/src/main/java/com/acme/shipping/ShipmentController.java',
      'shipping/src/main/java/com/acme/shipping/carrier/CarrierLookup.java',
      'shipping/src/main/java/com/acme/shipping/carrier/CarrierClient.java',
    ],
    changed: ['shipping/src/main/java/com/acme/shipping/ShipmentService.java'],
    culprit: { path: 'shipping/src/main/java/com/acme/shipping/carrier/CarrierLookup.java', line: 26 },
  },
  {
    fixture: 'jackson-serialized-throwable.json',
    language: 'java',
    status: 500,
    headers: json,
    repository: [
      'src/main/java/com/acme/billing/domain/Money.java',
      'src/main/java/com/acme/billing/domain/InvoiceCalculator.java',
      'src/main/java/com/acme/billing/api/InvoiceResource.java',
    ],
    changed: ['src/main/java/com/acme/billing/domain/Money.java'],
    culprit: { path: 'src/main/java/com/acme/billing/domain/Money.java', line: 58 },
  },
  {
    fixture: 'lambda-java-cause.json',
    language: 'java',
    status: 502,
    headers: json,
    repository: [
      'src/main/java/com/acme/fulfilment/OrderEventHandler.java',
      'src/main/java/com/acme/fulfilment/routing/Zones.java',
      'src/main/java/com/acme/fulfilment/model/Address.java',
    ],
    changed: ['src/main/java/com/acme/fulfilment/model/Address.java'],
    culprit: { path: 'src/main/java/com/acme/fulfilment/routing/Zones.java', line: 19 },
  },
  {
    fixture: 'ktor-kotlin-trace.txt',
    language: 'java',
    status: 500,
    headers: text,
    repository: ['src/main/kotlin/com/acme/catalog/Application.kt', 'src/main/kotlin/com/acme/catalog/routes/ItemRoutes.kt'],
    changed: ['src/main/kotlin/com/acme/catalog/routes/ItemRoutes.kt'],
    culprit: { path: 'src/main/kotlin/com/acme/catalog/routes/ItemRoutes.kt', line: 42 },
  },
  // ------------------------------------------------------------------ Ruby
  {
    fixture: 'rails-debug-exceptions.html',
    language: 'ruby',
    status: 500,
    headers: html,
    repository: ['app/models/renewal.rb', 'app/controllers/api/v1/subscriptions_controller.rb', 'Gemfile'],
    changed: ['app/models/renewal.rb'],
    culprit: { path: 'app/models/renewal.rb', line: 27 },
  },
  {
    fixture: 'rails-api-debug.json',
    language: 'ruby',
    status: 500,
    headers: json,
    repository: ['app/services/bookings/reschedule.rb', 'app/controllers/bookings_controller.rb', 'app/models/booking.rb'],
    changed: ['app/models/booking.rb'],
    culprit: { path: 'app/services/bookings/reschedule.rb', line: 19 },
  },
  {
    fixture: 'sinatra-show-exceptions.html',
    language: 'ruby',
    status: 500,
    headers: html,
    repository: ['app.rb', 'lib/stats.rb', 'config.ru'],
    changed: ['app.rb'],
    culprit: { path: 'lib/stats.rb', line: 12 },
  },
  {
    fixture: 'ruby-full-message.txt',
    language: 'ruby',
    status: 500,
    headers: text,
    repository: ['app/jobs/export_job.rb', 'app/controllers/exports_controller.rb'],
    changed: ['app/jobs/export_job.rb'],
    culprit: { path: 'app/jobs/export_job.rb', line: 22 },
  },
  // ------------------------------------------------------------------ PHP
  {
    fixture: 'laravel-debug.json',
    language: 'php',
    status: 500,
    headers: json,
    repository: ['app/Services/TaxCalculator.php', 'app/Http/Controllers/CheckoutController.php', 'composer.json'],
    changed: ['app/Services/TaxCalculator.php'],
    culprit: { path: 'app/Services/TaxCalculator.php', line: 31 },
  },
  {
    fixture: 'symfony-problem-normalizer.json',
    language: 'php',
    status: 500,
    headers: problem,
    repository: ['src/Payment/RefundCalculator.php', 'src/Controller/RefundController.php', 'src/Entity/Order.php'],
    changed: ['src/Controller/RefundController.php'],
    culprit: { path: 'src/Payment/RefundCalculator.php', line: 44 },
  },
  {
    fixture: 'php-uncaught-text.txt',
    language: 'php',
    status: 500,
    headers: text,
    repository: ['src/Inventory/StockRepository.php', 'src/Inventory/StockLevel.php', 'src/Http/StockAction.php'],
    changed: ['src/Inventory/StockRepository.php'],
    culprit: { path: 'src/Inventory/StockRepository.php', line: 63 },
  },
  {
    fixture: 'symfony-debug-header.json',
    language: 'php',
    status: 500,
    headers: {
      ...problem,
      'x-debug-exception': 'Unable%20to%20render%20invoice%20mail',
      'x-debug-exception-file': '%2Fsrv%2Fapp%2Fsrc%2FMessenger%2FInvoiceMailer.php:57',
    },
    repository: ['src/Messenger/InvoiceMailer.php', 'templates/emails/invoice.html.twig'],
    changed: ['templates/emails/invoice.html.twig'],
    culprit: { path: 'src/Messenger/InvoiceMailer.php', line: 57 },
  },
  {
    fixture: 'slim-error-renderer.json',
    language: 'php',
    status: 500,
    headers: json,
    repository: ['src/Domain/Report/Averages.php', 'src/Application/Actions/ReportAction.php'],
    changed: ['src/Domain/Report/Averages.php'],
    culprit: { path: 'src/Domain/Report/Averages.php', line: 22 },
  },
  // ------------------------------------------------------------------ .NET
  {
    fixture: 'aspnet-problem-details.json',
    language: 'dotnet',
    status: 500,
    headers: problem,
    repository: ['src/Fleet.Api/Services/RoutePlanner.cs', 'src/Fleet.Api/Controllers/VehiclesController.cs', 'Fleet.sln'],
    changed: ['src/Fleet.Api/Services/RoutePlanner.cs'],
    culprit: { path: 'src/Fleet.Api/Services/RoutePlanner.cs', line: 48 },
  },
  {
    fixture: 'dotnet-inner-exception-windows.txt',
    language: 'dotnet',
    status: 500,
    headers: text,
    repository: [
      'src/Pricing/Import/CsvPriceReader.cs',
      'src/Pricing/Import/PriceListImporter.cs',
      'src/Pricing.Api/Endpoints/PriceLists.cs',
    ],
    changed: ['src/Pricing.Api/Endpoints/PriceLists.cs'],
    culprit: { path: 'src/Pricing/Import/CsvPriceReader.cs', line: 37 },
  },
  {
    fixture: 'dotnet-azure-pipelines-build.txt',
    language: 'dotnet',
    status: 500,
    headers: text,
    repository: [
      'src/Clinic.Scheduling/AppointmentSlots.cs',
      'src/Clinic.Scheduling/AppointmentService.cs',
      'src/Clinic.Api/Controllers/AppointmentsController.cs',
    ],
    changed: ['src/Clinic.Scheduling/AppointmentSlots.cs'],
    culprit: { path: 'src/Clinic.Scheduling/AppointmentSlots.cs', line: 64 },
  },
  {
    fixture: 'aspnet-developer-exception-page.html',
    language: 'dotnet',
    status: 500,
    headers: html,
    repository: ['src/Travel.Web/Services/Fx.cs', 'src/Travel.Web/Pages/Booking/Summary.cshtml.cs', 'src/Travel.Web/Pages/Booking/Summary.cshtml'],
    changed: ['src/Travel.Web/Services/Fx.cs'],
    culprit: { path: 'src/Travel.Web/Services/Fx.cs', line: 31 },
  },
  {
    fixture: 'dotnet-sourcelink-packages.txt',
    language: 'dotnet',
    status: 500,
    headers: text,
    repository: ['src/Accounts/Data/UserStore.cs', 'src/Accounts/Endpoints/Register.cs'],
    changed: ['src/Accounts/Endpoints/Register.cs'],
    culprit: { path: 'src/Accounts/Data/UserStore.cs', line: 45 },
  },
  // ------------------------------------------------------------------ Rust
  {
    fixture: 'rust-panic-backtrace.txt',
    language: 'rust',
    status: 500,
    headers: text,
    repository: ['Cargo.toml', 'src/main.rs', 'src/handlers/quotes.rs', 'src/handlers/mod.rs'],
    changed: ['src/handlers/quotes.rs'],
    culprit: { path: 'src/handlers/quotes.rs', line: 58 },
  },
  {
    fixture: 'rust-panic-legacy.txt',
    language: 'rust',
    status: 500,
    headers: text,
    repository: ['Cargo.toml', 'src/main.rs', 'src/inventory/reserve.rs', 'src/inventory/mod.rs'],
    changed: [],
    culprit: { path: 'src/inventory/reserve.rs', line: 33 },
  },
  {
    fixture: 'rust-catch-panic-json.json',
    language: 'rust',
    status: 500,
    headers: json,
    repository: ['Cargo.toml', 'src/main.rs', 'src/routes/export.rs'],
    changed: ['src/routes/export.rs'],
    culprit: { path: 'src/routes/export.rs', line: 71 },
  },
  {
    fixture: 'rust-backtrace-full.txt',
    language: 'rust',
    status: 500,
    headers: text,
    repository: ['Cargo.toml', 'src/main.rs', 'src/db/migrate.rs', 'src/db/mod.rs'],
    changed: ['src/main.rs'],
    culprit: { path: 'src/db/migrate.rs', line: 19 },
  },
  // ------------------------------------------------------------------ Elixir
  {
    fixture: 'elixir-phoenix-log.txt',
    language: 'elixir',
    status: 500,
    headers: text,
    repository: ['mix.exs', 'lib/shop/carts/totals.ex', 'lib/shop_web/controllers/cart_controller.ex'],
    changed: ['lib/shop/carts/totals.ex'],
    culprit: { path: 'lib/shop/carts/totals.ex', line: 41 },
  },
  {
    fixture: 'plug-debugger.html',
    language: 'elixir',
    status: 500,
    headers: html,
    repository: ['mix.exs', 'lib/agenda/events/presenter.ex', 'lib/agenda_web/controllers/event_json.ex'],
    changed: ['lib/agenda_web/controllers/event_json.ex'],
    culprit: { path: 'lib/agenda/events/presenter.ex', line: 23 },
  },
  {
    fixture: 'phoenix-error-json.json',
    language: 'elixir',
    status: 500,
    headers: json,
    repository: ['mix.exs', 'lib/billing/invoices.ex', 'lib/billing_web/controllers/invoice_json.ex'],
    changed: ['lib/billing/invoices.ex'],
    culprit: { path: 'lib/billing/invoices.ex', line: 88 },
  },
  {
    fixture: 'elixir-umbrella-genserver.txt',
    language: 'elixir',
    status: 500,
    headers: text,
    repository: ['mix.exs', 'apps/notify/mix.exs', 'apps/notify/lib/notify/templates.ex', 'apps/notify/lib/notify/mailer.ex'],
    changed: ['apps/notify/lib/notify/mailer.ex'],
    culprit: { path: 'apps/notify/lib/notify/templates.ex', line: 30 },
  },
];

/** A fixture's body, as the API sent it. */
export function body(sample: Sample): string {
  return readFileSync(fileURLToPath(new URL(`./${sample.fixture}`, import.meta.url)), 'utf8');
}
