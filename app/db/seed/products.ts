import { z } from "zod";
import { withArabicProducts } from "./arabic";
import aerospace from "./records/products/aerospace.json";
import automationControllers from "./records/products/automation-controllers.json";
import controllers from "./records/products/controllers.json";
import counters from "./records/products/counters.json";
import hermetic from "./records/products/hermetic.json";
import hmi from "./records/products/hmi.json";
import microMotors from "./records/products/micro-motors.json";
import monitoringRelays from "./records/products/monitoring-relays.json";
import motors from "./records/products/motors.json";
import pneumatics from "./records/products/pneumatics.json";
import powerSupplies from "./records/products/power-supplies.json";
import relays from "./records/products/relays.json";
import sensors from "./records/products/sensors.json";
import solidStateRelays from "./records/products/solid-state-relays.json";
import switches from "./records/products/switches.json";
import timers from "./records/products/timers.json";
import { readDemoFile, seedProduct } from "./demo-records";
import type { SeedProduct } from "./types";

/**
 * The demo products, one data file a family (`records/products/`, checked by demo-records.ts), in
 * the order they are inserted: a product's id follows from its place here.
 */
const families: Array<[file: string, data: unknown]> = [
  ["controllers", controllers],
  ["hmi", hmi],
  ["monitoring-relays", monitoringRelays],
  ["relays", relays],
  ["sensors", sensors],
  ["micro-motors", microMotors],
  ["timers", timers],
  ["solid-state-relays", solidStateRelays],
  ["power-supplies", powerSupplies],
  ["counters", counters],
  ["pneumatics", pneumatics],
  ["motors", motors],
  ["switches", switches],
  ["hermetic", hermetic],
  ["aerospace", aerospace],
  ["automation-controllers", automationControllers],
];

export const products: SeedProduct[] = withArabicProducts(families.flatMap(([file, data]) => readDemoFile(`products/${file}.json`, z.array(seedProduct), data)));
