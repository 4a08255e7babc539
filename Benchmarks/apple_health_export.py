#!/usr/bin/env python3
"""Writes a deterministic Apple Health export.xml shaped like a real one (an Apple Watch and an iPhone), for the
browser tests and the import benchmark.

Per day, in Europe/Berlin (so daylight-saving days are 23 and 25 hours long): the watch's basal energy every
`--basal-minutes` (about 1,650 kcal a day); active energy from the watch and, smaller, from the iPhone for the same
hours (an import must take the larger source, not the sum); steps from both; heart rate every five minutes (a type
The System skips); a night of sleep stages from the watch with the iPhone's time in bed; a weigh-in every third
morning. `--size-mb` keeps adding days backwards until the file is that large.

    python3 Benchmarks/apple_health_export.py OUT.xml --days 35 --end 2026-11-26
    python3 Benchmarks/apple_health_export.py /tmp/export.xml --size-mb 500
"""
import argparse
import random
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

ZONE = ZoneInfo("Europe/Berlin")
UTC = ZoneInfo("UTC")
WATCH = ("Jane’s Apple Watch", 'device="&lt;&lt;HKDevice: 0x2833a1c20&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:10.1&gt;"')
PHONE = ("Jane’s iPhone", 'device="&lt;&lt;HKDevice: 0x2833a1d40&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,5, software:17.1&gt;"')
SCALE = ("Withings", "")

HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 14 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate
  value CDATA #REQUIRED
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
]>
<HealthData locale="en_GB">
 <ExportDate value="{export}"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-04-02" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale" HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet" HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>
"""  # the DTD's ExportDate ATTLIST lacks its ">", as iOS 16's exports do


def stamp(moment):
    return moment.astimezone(ZONE).strftime("%Y-%m-%d %H:%M:%S %z")


def record(kind, source, start, end, value, unit=None, extra=""):
    name, device = source
    unit_attr = f' unit="{unit}"' if unit else ""
    device_attr = f" {device}" if device else ""
    return (f' <Record type="{kind}" sourceName="{name}" sourceVersion="17.1"{device_attr}{unit_attr} '
            f'creationDate="{stamp(end)}" startDate="{stamp(start)}" endDate="{stamp(end)}" value="{value}"{extra}')


def day_records(day, rng, basal_minutes):
    """The lines of one day (its waking hours, and the night that ends on its morning)."""
    lines = []
    # Steps are taken in UTC: an aware datetime's arithmetic is wall-clock time, which a daylight-saving night breaks.
    midnight = datetime.combine(day, time(0), ZONE).astimezone(UTC)
    tomorrow = datetime.combine(day + timedelta(days=1), time(0), ZONE).astimezone(UTC)
    # Basal energy: the watch, all day (real elapsed time: 23 or 25 hours on a daylight-saving day).
    moment = midnight
    while moment < tomorrow:
        end = min(moment + timedelta(minutes=basal_minutes), tomorrow)
        kcal = 1650 * (end - moment).total_seconds() / 86400 * rng.uniform(0.97, 1.03)
        lines.append(record("HKQuantityTypeIdentifierBasalEnergyBurned", WATCH, moment, end, f"{kcal:.3f}", "Cal") + "/>\n")
        moment = end
    # Heart rate every five minutes (skipped by the import), with its metadata child.
    moment = midnight
    while moment < tomorrow:
        lines.append(record("HKQuantityTypeIdentifierHeartRate", WATCH, moment, moment, rng.randint(52, 120), "count/min")
                     + '>\n  <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>\n </Record>\n')
        moment += timedelta(minutes=5)
    # Active energy and steps, hourly from 07:00 to 22:00: the watch and the phone count the same movement.
    for hour in range(7, 22):
        start = datetime.combine(day, time(hour), ZONE).astimezone(UTC)
        end = start + timedelta(hours=1)
        active = rng.uniform(15, 45)
        steps = rng.randint(200, 1200)
        lines.append(record("HKQuantityTypeIdentifierActiveEnergyBurned", WATCH, start, end, f"{active:.3f}", "Cal") + "/>\n")
        lines.append(record("HKQuantityTypeIdentifierActiveEnergyBurned", PHONE, start, end, f"{active * 0.6:.3f}", "kJ" if hour % 2 else "kcal") + "/>\n")
        lines.append(record("HKQuantityTypeIdentifierStepCount", WATCH, start, end, steps, "count") + "/>\n")
        lines.append(record("HKQuantityTypeIdentifierStepCount", PHONE, start, end, int(steps * 0.9), "count") + "/>\n")
    # The night ending this morning: in bed 23:00–07:00 by the phone, stages by the watch.
    bed = datetime.combine(day - timedelta(days=1), time(23, rng.randint(0, 30)), ZONE).astimezone(UTC)
    wake = datetime.combine(day, time(6, 45 + rng.randint(0, 14)), ZONE).astimezone(UTC)
    lines.append(record("HKCategoryTypeIdentifierSleepAnalysis", PHONE, bed, wake, "HKCategoryValueSleepAnalysisInBed") + "/>\n")
    moment = bed + timedelta(minutes=12)
    cycle = ["AsleepCore", "AsleepDeep", "AsleepCore", "AsleepREM", "Awake"]
    index = 0
    while moment < wake:
        stage = cycle[index % len(cycle)]
        length = timedelta(minutes=3 if stage == "Awake" else rng.randint(15, 40))
        end = min(moment + length, wake)
        lines.append(record("HKCategoryTypeIdentifierSleepAnalysis", WATCH, moment, end, f"HKCategoryValueSleepAnalysis{stage}") + "/>\n")
        moment = end
        index += 1
    # A weigh-in every third morning.
    if day.toordinal() % 3 == 0:
        at = datetime.combine(day, time(7, 20), ZONE)
        kg = 72 - (day.toordinal() % 90) / 60 + rng.uniform(-0.4, 0.4)
        lines.append(record("HKQuantityTypeIdentifierBodyMass", SCALE, at, at, f"{kg:.2f}", "kg") + "/>\n")
    return lines


def write(path, days=35, end=None, size_mb=None, basal_minutes=5, seed=7):
    rng = random.Random(seed)
    end = end or date.today()
    with open(path, "w", encoding="utf-8") as out:
        out.write(HEAD.format(export=stamp(datetime.combine(end, time(12), ZONE))))
        size = 0
        count = 0
        while (size_mb is not None and size < size_mb * 1_000_000) or (size_mb is None and count < days):
            for line in day_records(end - timedelta(days=days - 1 - count) if size_mb is None else end - timedelta(days=count), rng, basal_minutes):
                out.write(line)
                size += len(line.encode())
            count += 1
        out.write("</HealthData>\n")
    return count


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out")
    parser.add_argument("--days", type=int, default=35)
    parser.add_argument("--end", type=date.fromisoformat)
    parser.add_argument("--size-mb", type=int)
    parser.add_argument("--basal-minutes", type=int, default=5)
    arguments = parser.parse_args()
    written = write(arguments.out, arguments.days, arguments.end, arguments.size_mb, arguments.basal_minutes)
    print(f"{written} days written to {arguments.out}")
