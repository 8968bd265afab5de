// The throughput baseline: a plain node:http server that renders one product page from the same
// data through the same queries (productDetail), filling the storefront's own markup for that
// product, so both servers do the same data work and send the same bytes; only the framework
// (Astro, middleware, components) is missing here. Run by 40-throughput.mjs under tsx.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { db } from '@lib/platform/db/client.server';
import { DEMO_PRODUCT_COUNT, writeCatalogue } from '@lib/catalogue/products/seed.server';
import { productDetail } from '@lib/catalogue/products/product.server';
import { formatPrice } from '@lib/platform/money/format';

const id = Number(process.env.PRODUCT_ID);
const captured = readFileSync(process.env.TEMPLATE_FILE!, 'utf8');
await writeCatalogue(await db(), DEMO_PRODUCT_COUNT);
const first = await productDetail(id, 'tr');
if (!first) throw new Error(`no product ${id}`);

// The captured page with the product's own values cut out, to be filled from each request's read.
const holes = { name: first.name, brand: first.brand.name, price: formatPrice(first.salePrice), description: first.description };
const template = Object.entries(holes).reduce((page, [key, value]) => page.replaceAll(value, `\uE000${key}\uE000`), captured);
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

createServer(async (_request, response) => {
  const product = await productDetail(id, 'tr');
  if (!product) return void response.writeHead(404).end();
  const values: Record<string, string> = {
    name: product.name,
    brand: product.brand.name,
    price: formatPrice(product.salePrice),
    description: product.description,
  };
  const html = template.replace(/\uE000(\w+)\uE000/g, (_, key: string) => escapeHtml(values[key] ?? ''));
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
